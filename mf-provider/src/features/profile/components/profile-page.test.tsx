// /provider/profile (issue 24 item 3): the status banner for each status (the rejection's and
// the suspension's reason), the way back to the application, and the public page's fields
// checked before saving. The application is put in the query cache as a loaded page has it
// (there is no backend in component tests).
import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { queryClient } from '@utsav/shared/query/query-client';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import { myApplicationQueryKey } from '../../../domain/provider/hooks/use-my-application';
import type { toUpdateArgs } from '../utils/profile-schema';
import { ProfileForm } from './profile-form';
import ProfilePage from './profile-page';

const prepare = () =>
  Promise.all([
    registerNamespace('provider', (language) => import(`../../../locales/${language}.json`)),
    registerNamespace('errors', (language) => import(`../../../../../shared/locales/errors/${language}.json`)),
  ]);

const RAVI = { id: 'a0000000-0000-4000-8000-0000000000b2', email: 'ravi@example.in' };

const application = (change: Partial<MyApplication> = {}): MyApplication => ({
  id: 'b0000000-0000-4000-8000-0000000000b2', status: 'approved', status_reason: null, submitted_at: '2026-11-20T10:00:00Z',
  approved_at: '2026-11-21T10:00:00Z', business_name: 'Ravi Nadaswaram Party', description: 'Nadaswaram and thavil for weddings and temple festivals across Madurai.',
  city: 'Madurai', areas_served: ['Anna Nagar'], languages: ['Tamil'], experience_years: 12, phone: '+919876543210', pan: 'AAPFU0939F',
  gstin: null, identity_document_path: `${RAVI.id}/identity.pdf`, travels_outside_city: false, travel_fee_paise: null,
  contact_preferences: ['call'], terms_version: '2026-11-28', categories: ['music'],
  photos: [1, 2, 3].map((n) => ({ path: `${RAVI.id}/p${n}.webp`, width: 1600, height: 1200 })), ...change,
});

function Loaded({ value, children }: { value: MyApplication; children: ReactNode }) {
  useState(() => queryClient.setQueryData(myApplicationQueryKey(RAVI.id), value));
  return children;
}

describe('ProfilePage', () => {
  it.each([
    ['pending', null, 'Application under review'],
    ['approved', null, 'You are an approved provider'],
    ['rejected', 'The identity document is blurred', 'Application not approved'],
    ['suspended', 'Three no-shows in a month', 'Account suspended'],
  ] as const)('shows a %s provider their status%s', async (status, reason, title) => {
    await renderWithProviders(
      <Loaded value={application({ status, status_reason: reason })}>
        <ProfilePage />
      </Loaded>,
      { user: RAVI, prepare: [prepare] },
    );
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(title);
    if (reason) expect(banner).toHaveTextContent(reason);
    expect(screen.queryByRole('link', { name: 'Correct and resubmit your application' }) !== null).toBe(status === 'rejected');
    expect(screen.queryByRole('link', { name: 'See your public page' }) !== null).toBe(status === 'approved');
  });

  it('leads someone who never applied to the application', async () => {
    await renderWithProviders(
      <Loaded value={null as unknown as MyApplication}>
        <ProfilePage />
      </Loaded>,
      { user: RAVI, prepare: [prepare] },
    );
    expect(await screen.findByText('You have not applied to be a provider yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a provider' })).toHaveAttribute('href', '/register/service-provider');
  });
});

describe('ProfileForm', () => {
  it('checks the fields beside them, then saves what the public page shows', async () => {
    const saved: ReturnType<typeof toUpdateArgs>[] = [];
    const mine = application();
    const { user } = await renderWithProviders(
      <ProfileForm userId={RAVI.id} application={mine} saving={false} save={async (args) => (saved.push(args), { ...mine, description: args.p_description })} />,
      { user: RAVI, prepare: [prepare] },
    );
    await user.clear(screen.getByLabelText('Describe your business'));
    await user.type(screen.getByLabelText('Describe your business'), 'Too short');
    await user.click(screen.getByLabelText('I travel to other cities'));
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write at least 30 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter the travel fee in whole rupees, up to ₹1,00,000.')).toBeInTheDocument();
    expect(screen.getByText('Add at least 3 photos of your work.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.type(screen.getByLabelText('Describe your business'), ' — nadaswaram and thavil, two troupes.');
    await user.type(screen.getByLabelText('Travel fee (₹)'), '2,500');
    await user.click(screen.getByLabelText('WhatsApp'));
    await user.upload(screen.getByLabelText('Add photos (JPEG, PNG or WebP)'), new File(['x'], 'd.jpg', { type: 'image/jpeg' }));
    // Here (no canvas, no Storage) the real resize-and-upload fails: the failure shows beside the photos, nothing typed is lost.
    expect(await screen.findByText('d.jpg could not be uploaded.')).toBeInTheDocument();
  });

  it('sends the arguments update_my_provider_profile takes', async () => {
    const saved: ReturnType<typeof toUpdateArgs>[] = [];
    const mine = application();
    const { user } = await renderWithProviders(
      <ProfileForm
        userId={RAVI.id}
        application={mine}
        saving={false}
        uploadPhoto={async () => ({ path: `${RAVI.id}/p4.webp`, width: 1200, height: 1600 })}
        save={async (args) => (saved.push(args), mine)}
      />,
      { user: RAVI, prepare: [prepare] },
    );
    await user.click(screen.getByLabelText('I travel to other cities'));
    await user.type(screen.getByLabelText('Travel fee (₹)'), '2,500');
    await user.click(screen.getByLabelText('WhatsApp'));
    await user.upload(screen.getByLabelText('Add photos (JPEG, PNG or WebP)'), new File(['x'], 'd.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Portfolio photo 4' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ p_travels_outside_city: true, p_travel_fee_paise: 250000, p_contact_preferences: ['call', 'whatsapp'], p_areas_served: ['Anna Nagar'] });
    expect(saved[0]!.p_photos).toHaveLength(4);
  });
});
