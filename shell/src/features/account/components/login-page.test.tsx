// The sign-in form's own behaviour: missing fields named beside them, focus, the page it will
// return to, no server reached, and a visitor who arrives already signed in. Real sign-ins
// (each role's home, a wrong password, the return after a guard) are the end-to-end suite's.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RenderOptions } from '@utsav/shared/testing/render-with-providers';
import { renderShellPage } from '../../../testing/render-shell-page';
import LoginPage from './login-page';

const render = (options: RenderOptions = {}) =>
  renderShellPage(<LoginPage />, { at: '/auth/login', ...options });
const submit = () => screen.getByRole('button', { name: 'Sign In' });

describe('the sign-in form', () => {
  it('names each missing field beside it and focuses the first', async () => {
    const { user } = await render();
    await user.click(submit());
    // The form checks asynchronously: the first message is awaited, the rest come with it.
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('tells a visitor sent by a guard that they will return to their page, and keeps that page for a new account too', async () => {
    await render({ at: '/auth/login?redirect=%2Fprofile' });
    expect(screen.getByText('Please sign in to continue to the page you asked for.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?redirect=%2Fprofile');
  });

  it('ignores a return address on another site', async () => {
    await render({ at: `/auth/login?redirect=${encodeURIComponent('https://evil.example/')}` });
    expect(screen.queryByText('Please sign in to continue to the page you asked for.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('says so when Utsav cannot be reached, keeping what was typed', async () => {
    const { user } = await render();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Utsav@2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Utsav. Check your connection and try again.");
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('shows the password on request with a toggle button that reports its state', async () => {
    const { user } = await render();
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(password, 'Utsav@2026');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Utsav@2026');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows someone already signed in who they are, instead of the form', async () => {
    await render({ user: { id: 'a0000000-0000-4000-8000-0000000000b2', email: 'ravi@example.in' } });
    expect(screen.getByRole('heading', { level: 1, name: "You're already signed in" })).toBeVisible();
    expect(screen.getByText("You're signed in as ravi@example.in.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeEnabled();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
  });
});
