// /register/service-provider's states (issue 24 item 1): who never applied gets the form; a
// pending applicant the status and the way to the dashboard; a suspended provider why, and no
// form; a rejected applicant (or one asked for more information) the admin's reason above the
// form, filled in from the application.
// The application is put in the query cache as a loaded page has it (no backend here).
import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { queryClient } from '@utsav/shared/query/query-client';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import { myApplicationQueryKey } from '../../../domain/provider/hooks/use-my-application';
import ApplyPage from './apply-page';

const prepare = () =>
  Promise.all([
    registerNamespace('provider', (language) => import(`../../../locales/${language}.json`)),
    registerNamespace('errors', (language) => import(`../../../../../shared/locales/errors/${language}.json`)),
  ]);

const MEENA = { id: 'a0000000-0000-4000-8000-0000000000d4', email: 'meena@example.in' };

const application = (change: Partial<MyApplication>): MyApplication => ({
  id: 'b0000000-0000-4000-8000-0000000000d4', status: 'pending', status_reason: null, submitted_at: '2026-11-27T10:00:00Z', approved_at: null,
  business_name: 'Meena Bridal Mehendi', description: 'Bridal mehendi with natural henna, home visits across Chennai.', city: 'Chennai',
  areas_served: ['Adyar', 'Mylapore'], languages: ['Tamil'], experience_years: 5, phone: '+919876512345', pan: 'AAPFU0939F', gstin: null,
  identity_document_path: `${MEENA.id}/identity.pdf`, travels_outside_city: false, travel_fee_paise: null, contact_preferences: ['whatsapp'],
  terms_version: '2026-11-28', categories: ['mehendi-artists'], photos: [1, 2, 3].map((n) => ({ path: `${MEENA.id}/p${n}.webp`, width: 800, height: 600 })),
  ...change,
});

function Loaded({ value, children }: { value: MyApplication | null; children: ReactNode }) {
  useState(() => queryClient.setQueryData(myApplicationQueryKey(MEENA.id), value));
  return children;
}

const render = (value: MyApplication | null) =>
  renderWithProviders(
    <Loaded value={value}>
      <ApplyPage />
    </Loaded>,
    { user: MEENA, prepare: [prepare] },
  );

describe('ApplyPage', () => {
  beforeEach(() => localStorage.clear());

  it('gives someone who never applied the form, at its first step', async () => {
    await render(null);
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('');
  });

  it('shows a pending applicant the status and the way to the dashboard, not the form', async () => {
    await render(application({}));
    expect(await screen.findByRole('status')).toHaveTextContent('Application under review');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('tells a suspended provider why, and offers no form', async () => {
    await render(application({ status: 'suspended', status_reason: 'Three no-shows in a month' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Account suspended');
    expect(banner).toHaveTextContent('Three no-shows in a month');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
  });

  it("shows a rejected applicant the admin's reason above the form, filled in to correct", async () => {
    await render(application({ status: 'rejected', status_reason: 'The identity document is blurred' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The identity document is blurred');
    expect(screen.getByLabelText('Business name')).toHaveValue('Meena Bridal Mehendi');
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('shows an applicant asked for more information (needs_info, issue 26) what is asked, above the form filled in', async () => {
    await render(application({ status: 'needs_info', status_reason: 'Please add a GSTIN for your studio' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('More information needed');
    expect(banner).toHaveTextContent('Please add a GSTIN for your studio');
    expect(screen.getByLabelText('Business name')).toHaveValue('Meena Bridal Mehendi');
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });
});
