// The Delete Account dialog: what it says goes and stays, and who it asks (the password, or the
// typed word for an account without one). The database makes the real check (0048,
// supabase/tests/security/account-erasure.test.ts); here, where its answers are shown.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@utsav/shared/auth/session-store';
import { toAppError } from '@utsav/shared/supabase/app-error';
import { renderShellPage } from '../../../testing/render-shell-page';
import { deleteMyAccount } from '../api/delete-account';
import { DeleteAccountDialog } from './delete-account-dialog';

vi.mock('../api/delete-account', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  deleteMyAccount: vi.fn(),
}));
// There is no server to end the session at; the local sign-out is the hook's, not the dialog's.
vi.mock('@utsav/shared/auth/sign-out', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signOut: vi.fn(async () => undefined),
}));

const USER = { id: '00000000-0000-4000-8000-0000000000d1', email: 'asha@example.in' };

beforeEach(() => {
  vi.mocked(deleteMyAccount).mockReset();
});

async function openDialog(identity: 'email' | 'google') {
  const rendered = await renderShellPage(<DeleteAccountDialog />, { at: '/profile', user: USER });
  const { session } = useSessionStore.getState();
  act(() => {
    useSessionStore.setState({
      session: { ...session!, user: { ...session!.user, identities: [{ provider: identity } as never] } },
    });
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return { ...rendered, dialog: await screen.findByRole('alertdialog', { name: 'Delete your account?' }) };
}

describe('the Delete Account dialog', () => {
  it('says what is erased and what is kept', async () => {
    const { dialog } = await openDialog('email');
    expect(dialog).toHaveTextContent(/Erased.*profile \(name, phone number, city\), favourites, reviews, chats with providers, notifications/);
    expect(dialog).toHaveTextContent(/Kept, without your name or contact details.*bookings and their history.*every payment, refund and receipt/);
  });

  it('asks for the password, and shows a wrong one beside the field, keeping the dialog open', async () => {
    vi.mocked(deleteMyAccount).mockRejectedValue(
      toAppError({ code: '22023', message: 'the password is not correct', hint: 'current_password_invalid', details: '{"field":"password"}' }),
    );
    const { user } = await openDialog('email');
    const password = screen.getByLabelText('Your password', { exact: true });

    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(password).toHaveAccessibleDescription('Enter your current password.');
    expect(deleteMyAccount).not.toHaveBeenCalled();

    await user.type(password, 'Utsav@2062');
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(password).toBeInvalid();
    expect(deleteMyAccount).toHaveBeenCalledWith({ password: 'Utsav@2062' });
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('asks an account without a password (Google, phone) to type the word, and refuses another', async () => {
    const { user } = await openDialog('google');
    expect(screen.queryByLabelText('Your password', { exact: true })).not.toBeInTheDocument();
    const word = screen.getByLabelText('Type DELETE to confirm', { exact: true });

    await user.type(word, 'delete');
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(word).toHaveAccessibleDescription('Type DELETE exactly as shown.');
    expect(deleteMyAccount).not.toHaveBeenCalled();
  });

  it('deletes with the right word, says so and leaves for the home page', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue({ cancelledBookings: 1, refundPaise: 0 });
    const { user, router } = await openDialog('google');
    await user.type(screen.getByLabelText('Type DELETE to confirm', { exact: true }), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

    await vi.waitFor(() => expect(deleteMyAccount).toHaveBeenCalledWith({ confirmation: 'DELETE' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
