// The registration form's own behaviour, without a server: messages beside the fields, focus,
// what was typed kept, the translated messages, and where a server refusal is shown.
// Creating an account for real (and an address really in use) is the end-to-end suite's.
import { AuthError } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import { signUp } from '../api/sign-up';
import RegisterPage from './register-page';

// The unit seam for a server's answer: the app's api function, never a stand-in backend.
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }));

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const CONSENT = 'I agree to the Terms and Conditions and the Privacy Policy.';

// Braces: a function returned from beforeEach would be run as its cleanup.
beforeEach(() => {
  vi.mocked(signUp).mockReset();
});

describe('the registration form', () => {
  it('explains bad input beside each field, focuses the first, keeps what was typed, and clears a fixed field', async () => {
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register' });
    await user.type(field('Full name'), 'A');
    await user.type(field('Email'), 'asha@');
    await user.type(field('Phone number'), '12345 67890');
    await user.type(field('Password'), 'password');
    await user.type(field('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The form checks asynchronously: the first message is awaited, the rest are there with it.
    await vi.waitFor(() => expect(field('Full name')).toHaveAccessibleDescription('Enter at least 2 characters.'));
    expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    // The hint stays, and the problem follows it.
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Indian mobile number, 10 digits, with or without +91 Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    );
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with an upper-case letter, a lower-case letter and a number Use at least 8 characters, with an upper-case letter, a lower-case letter and a number.',
    );
    for (const label of ['Full name', 'Email', 'Phone number', 'Password']) expect(field(label)).toBeInvalid();
    expect(field('Confirm password')).toBeValid();
    await vi.waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(field('Email')).toHaveValue('asha@');
    expect(field('Password')).toHaveValue('password');
    expect(signUp).not.toHaveBeenCalled();

    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+91 98765 43210');
    await vi.waitFor(() => expect(field('Phone number')).toBeValid());
    expect(screen.queryByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.')).not.toBeInTheDocument();
    // The others keep their messages until they are fixed too.
    expect(field('Email')).toBeInvalid();
  });

  it('says beside the confirmation when the two passwords differ', async () => {
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register' });
    await user.type(field('Full name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example.in');
    await user.type(field('Phone number'), '9845012345');
    await user.type(field('Password'), 'Utsav@2026');
    await user.type(field('Confirm password'), 'Utsav@2062');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(field('Confirm password')).toHaveAccessibleDescription('The passwords do not match.'));
    expect(field('Password')).toBeValid();
    await vi.waitFor(() => expect(field('Confirm password')).toHaveFocus());
    expect(signUp).not.toHaveBeenCalled();
  });

  it('names every missing field, in Hindi for a Hindi visitor', async () => {
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register', language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(screen.getByText('अपना पूरा नाम दर्ज करें।')).toBeVisible();
    expect(screen.getByText('अपना मोबाइल नंबर दर्ज करें।')).toBeVisible();
  });

  it('shows an address already in use beside the email field, with a way to sign in, keeping the rest', async () => {
    vi.mocked(signUp).mockRejectedValue(new AuthError('User already registered', 422, 'user_already_exists'));
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register' });
    await user.type(field('Full name'), 'Priya Again');
    await user.type(field('Email'), 'customer@utsav.test');
    await user.type(field('Phone number'), '9876543210');
    await user.type(field('Password'), 'Str0ngPass');
    await user.type(field('Confirm password'), 'Str0ngPass');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(field('Email')).toHaveAccessibleDescription('An account with this email already exists. Sign in instead'));
    await vi.waitFor(() => expect(field('Email')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/auth/login');
    expect(field('Full name')).toHaveValue('Priya Again');
    expect(field('Password')).toHaveValue('Str0ngPass');
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'customer@utsav.test', fullName: 'Priya Again', consent: true }),
      expect.anything(),
    );
  });

  it('offers Continue with Google, and a show-password toggle on both password fields', async () => {
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    // Google sign-ups skip the box: continuing is the agreement, and it says so.
    expect(screen.getByText(/By continuing with Google or your phone number, you agree to the/)).toBeVisible();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(field('Confirm password')).toHaveAttribute('type', 'text');
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for consent to the Terms and the Privacy Policy beside the box, linking both in a new tab', async () => {
    const { user } = await renderShellPage(<RegisterPage />, { at: '/register' });
    await user.type(field('Full name'), 'Asha Rao');
    await user.type(field('Email'), 'asha@example.in');
    await user.type(field('Phone number'), '9845012345');
    await user.type(field('Password'), 'Utsav@2026');
    await user.type(field('Confirm password'), 'Utsav@2026');
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).not.toBeChecked();
    for (const [name, href] of [['Terms and Conditions', '/policies/terms-conditions'], ['Privacy Policy', '/policies/privacy-policy']]) {
      // Within the box's label: the line under Continue with Google links the same pages.
      const link = within(consent.closest('label')!).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      // A new tab: the form and what was typed stay where they are.
      expect(link).toHaveAttribute('target', '_blank');
    }

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() =>
      expect(consent).toHaveAccessibleDescription('Please accept the Terms and Conditions and the Privacy Policy to create your account.'),
    );
    expect(consent).toBeInvalid();
    expect(signUp).not.toHaveBeenCalled();
    expect(field('Password')).toHaveValue('Utsav@2026');

    vi.mocked(signUp).mockResolvedValue(null);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ consent: true }), expect.anything()));
  });
});
