// The application form's states and checks (issue 24 item 1): steps with a visible progress,
// each step's errors translated beside their fields, a draft that survives a reload, a failed
// upload that keeps everything, and the database's refusal shown on its field's step.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerNamespace } from '@utsav/shared/i18n/i18n';
import { AppError } from '@utsav/shared/supabase/app-error';
import { renderWithProviders } from '@utsav/shared/testing/render-with-providers';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import type { toSubmitArgs } from '../utils/apply-schema';
import { ApplyForm } from './apply-form';

const prepare = () =>
  Promise.all([
    registerNamespace('provider', (language) => import(`../../../locales/${language}.json`)),
    registerNamespace('errors', (language) => import(`../../../../../shared/locales/errors/${language}.json`)),
  ]);

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000a1', email: 'asha@example.in' };

type Args = ReturnType<typeof toSubmitArgs>;

function setup(options: { submit?: (args: Args) => Promise<MyApplication>; uploadPhoto?: () => Promise<{ path: string; width: number; height: number }> } = {}) {
  let photoCount = 0;
  const uploadPhoto = options.uploadPhoto ?? (async () => ({ path: `${ASHA.id}/p${++photoCount}.webp`, width: 1600, height: 1200 }));
  const uploadDocument = async (_user: string, file: File) => ({ path: `${ASHA.id}/identity.pdf`, name: file.name });
  const submitted: Args[] = [];
  const submit = options.submit ?? (async (args: Args) => {
    submitted.push(args);
    return { status: 'pending' } as MyApplication;
  });
  const ui = <ApplyForm userId={ASHA.id} submit={submit} submitting={false} uploadPhoto={uploadPhoto} uploadDocument={uploadDocument} />;
  return { ui, submitted };
}

const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

async function fillToVerification(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.type(screen.getByLabelText('Business name'), 'Lens of Madurai');
  await user.type(screen.getByLabelText('Describe your business'), 'Candid wedding photography across Tamil Nadu, albums in four weeks.');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByLabelText('Wedding photography'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('City'), 'Madurai');
  await user.type(screen.getByLabelText('Areas you serve'), 'Anna Nagar, KK Nagar');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByLabelText('Tamil'));
  await user.type(screen.getByLabelText('Years of experience'), '6');
  await user.type(screen.getByLabelText('Contact mobile number'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Verification' });
}

describe('ApplyForm', () => {
  // Each test is a new browser: no draft from the one before.
  beforeEach(() => localStorage.clear());

  it('shows where one is and refuses to go on with an empty step, each message beside its field', async () => {
    const { ui } = setup();
    const { user } = await renderWithProviders(ui, { user: ASHA, prepare: [prepare] });
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    await user.type(screen.getByLabelText('Describe your business'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(screen.getByText('Write at least 30 characters.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
  });

  it('checks PAN and the GSTIN checksum before the database does', async () => {
    const { ui } = setup();
    const { user } = await renderWithProviders(ui, { user: ASHA, prepare: [prepare] });
    await fillToVerification(user);
    await user.type(screen.getByLabelText('PAN'), 'ABCDE12345');
    await user.click(screen.getByLabelText('My business is registered for GST'));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZA');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the 10-character PAN as printed on the card, like ABCDE1234F.')).toBeInTheDocument();
    expect(screen.getByText('This GSTIN is not valid. Check each of its 15 characters.')).toBeInTheDocument();
    expect(screen.getByText('Upload an identity document (PDF or photo).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('PAN'));
    await user.type(screen.getByLabelText('PAN'), 'aapfu0939f');
    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '29AAGCB7383J1Z4');
    // Fixed fields clear as they are typed; the GSTIN, valid now, belongs to another PAN.
    expect(screen.queryByText('Enter the 10-character PAN as printed on the card, like ABCDE1234F.')).not.toBeInTheDocument();
    expect(await screen.findByText('This GSTIN belongs to another PAN. Characters 3 to 12 must be your PAN.')).toBeInTheDocument();
  });

  it('keeps the draft through a reload: the same step, the same answers', async () => {
    const first = setup();
    const view = await renderWithProviders(first.ui, { user: ASHA, prepare: [prepare] });
    await fillToVerification(view.user);
    await view.user.type(screen.getByLabelText('PAN'), 'AAPFU0939F');
    view.unmount();
    // A reload: a new form, the draft from this browser's storage.
    const again = setup();
    const { user } = await renderWithProviders(again.ui, { user: ASHA, prepare: [prepare] });
    expect(screen.getByText('Step 5 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('PAN')).toHaveValue('AAPFU0939F');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Contact mobile number')).toHaveValue('98765 43210');
  });

  it('a failed photo upload says so with Try again, and what was uploaded stays', async () => {
    let calls = 0;
    const { ui } = setup({
      uploadPhoto: async () => {
        calls += 1;
        if (calls === 2) throw new Error('network');
        return { path: `${ASHA.id}/p${calls}.webp`, width: 1600, height: 1200 };
      },
    });
    const { user } = await renderWithProviders(ui, { user: ASHA, prepare: [prepare] });
    await fillToVerification(user);
    await user.type(screen.getByLabelText('PAN'), 'AAPFU0939F');
    await user.upload(screen.getByLabelText(/Identity document/), new File(['%PDF'], 'aadhaar.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded: aadhaar.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText('Add photos (JPEG, PNG or WebP)'), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    expect(await screen.findByText('b.jpg could not be uploaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    // The photos keep their size, so nothing jumps as they load.
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('width', '1600');
  });

  it('a lost connection on submit says so, and keeps every answer for the next try', async () => {
    const { ui } = setup({ submit: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = await renderWithProviders(ui, { user: ASHA, prepare: [prepare] });
    await fillToVerification(user);
    await user.type(screen.getByLabelText('PAN'), 'AAPFU0939F');
    await user.upload(screen.getByLabelText(/Identity document/), new File(['%PDF'], 'aadhaar.pdf', { type: 'application/pdf' }));
    await screen.findByText('Uploaded: aadhaar.pdf');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText('Add photos (JPEG, PNG or WebP)'), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Utsav. Check your connection and try again.");
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    const draft = JSON.parse(localStorage.getItem(`utsav:provider-application:${ASHA.id}`)!) as { values: { pan: string; photos: unknown[] } };
    expect(draft.values.pan).toBe('AAPFU0939F');
    expect(draft.values.photos).toHaveLength(3);
  });

  it("submits the database's arguments; the database's refusal opens the field's step with the message beside it", async () => {
    const attempts: Args[] = [];
    const { ui } = setup({
      submit: async (args) => {
        attempts.push(args);
        throw new AppError({ key: 'pan_invalid', code: '23514', message: 'pan is not a PAN', field: 'pan' });
      },
    });
    const { user } = await renderWithProviders(ui, { user: ASHA, prepare: [prepare] });
    await fillToVerification(user);
    await user.type(screen.getByLabelText('PAN'), 'AAPFU0939F');
    await user.upload(screen.getByLabelText(/Identity document/), new File(['%PDF'], 'aadhaar.pdf', { type: 'application/pdf' }));
    await screen.findByText('Uploaded: aadhaar.pdf');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText('Add photos (JPEG, PNG or WebP)'), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Accept the Terms and Conditions and the Privacy Policy to continue.')).toBeInTheDocument();
    expect(attempts).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeInTheDocument();
    expect(await screen.findByText('Enter the 10-character PAN as printed on the card, like ABCDE1234F.')).toBeInTheDocument();
    expect(attempts[0]).toMatchObject({
      p_business_name: 'Lens of Madurai', p_categories: ['wedding-photography'], p_areas_served: ['Anna Nagar', 'KK Nagar'],
      p_languages: ['Tamil'], p_experience_years: 6, p_phone: '+919876543210', p_pan: 'AAPFU0939F', p_gstin: '',
      p_identity_document_path: `${ASHA.id}/identity.pdf`, p_contact_preferences: ['call', 'whatsapp'],
    });
    expect(attempts[0]!.p_photos).toHaveLength(3);
  });
});
