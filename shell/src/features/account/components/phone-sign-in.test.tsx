// Signing in by phone, without a server: the number and the code checked beside their fields,
// the number sent on in its one canonical form, the code field a phone fills from the SMS, the
// wait before a new code, and a wrong code explained. A real sign-in with a texted code is the
// end-to-end suite's (e2e/specs/phone-sign-in.spec.ts).
import { AuthApiError } from '@supabase/supabase-js';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import { sendPhoneCode, verifyPhoneCode } from '../api/phone-sign-in';
import LoginPage from './login-page';

// The unit seam for a server's answer: the app's api functions, never a stand-in backend.
vi.mock('../api/phone-sign-in', () => ({ sendPhoneCode: vi.fn(), verifyPhoneCode: vi.fn() }));

beforeEach(() => {
  vi.mocked(sendPhoneCode).mockReset().mockResolvedValue(undefined);
  vi.mocked(verifyPhoneCode).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

async function openPhone() {
  const rendered = await renderShellPage(<LoginPage />, { at: '/auth/login' });
  await rendered.user.click(screen.getByRole('button', { name: 'Phone' }));
  return rendered;
}

const phoneField = () => screen.getByLabelText('Phone number');
const codeField = () => screen.getByLabelText('6-digit code');

describe('signing in with a phone number', () => {
  it('offers phone beside email as a pressed toggle, without losing the email form', async () => {
    const { user } = await renderShellPage(<LoginPage />, { at: '/auth/login' });
    expect(screen.getByRole('group', { name: 'Sign in with' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('names a missing or wrong number beside the field and sends nothing', async () => {
    const { user } = await openPhone();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(phoneField()).toHaveAccessibleDescription(/Enter your mobile number\.$/));
    await vi.waitFor(() => expect(phoneField()).toHaveFocus());
    await user.type(phoneField(), '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(phoneField()).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9\.$/));
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends the number as +91 and ten digits, then asks for the code as phones fill it from the SMS', async () => {
    const { user } = await openPhone();
    await user.type(phoneField(), '098765-43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We sent a 6-digit code by SMS to +91 98765 43210.');
    expect(vi.mocked(sendPhoneCode).mock.calls[0]?.[0]).toEqual({ phone: '+919876543210', language: 'en' });
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('checks the code has six digits before asking the server', async () => {
    const { user } = await openPhone();
    await user.type(phoneField(), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(codeField()).toHaveAccessibleDescription(/Enter the 6-digit code from the SMS\.$/));
    await user.type(codeField(), '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(codeField()).toHaveAccessibleDescription(/The code has 6 digits\.$/));
    expect(verifyPhoneCode).not.toHaveBeenCalled();
  });

  it('explains a wrong or expired code beside the code field, in the user language', async () => {
    vi.mocked(verifyPhoneCode).mockRejectedValue(new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'));
    const { user } = await openPhone();
    await user.type(phoneField(), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/That code is wrong or has expired\. Check the SMS, or ask for a new code\.$/),
    );
    expect(vi.mocked(verifyPhoneCode).mock.calls[0]?.[0]).toEqual({ phone: '+919876543210', code: '123456' });
    expect(codeField()).toHaveValue('123456');
  });

  it('offers a new code once the minute is up, and lets the user change the number', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = await openPhone();
    await user.type(phoneField(), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByText(/A new code is on its way\./);
    expect(sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneField()).toHaveValue('');
  });
});
