// The menu sheet's account items (issue 13 item 1): what needs only the session is there on the
// first render; the role's links fill a reserved row once the role is known. There is no backend
// here, so the role query stays unanswered until it fails; a test that stands for "the top bar
// already read the role" puts the answer in the shared cache first, as the top bar's query does.
import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from '@utsav/shared/auth/sign-out';
import { providerStatusQueryKey, userTypeQueryKey, type UserType } from '@utsav/shared/auth/user-role';
import { queryClient } from '@utsav/shared/query/query-client';
import { useToastStore } from '@utsav/shared/toast/toast-store';
import { renderShellPage } from '../../testing/render-shell-page';
import SignedInSheetItems from './signed-in-sheet-items';

// Signing out for real (the auth server, every session of the account) is account-session.spec.ts's.
vi.mock('@utsav/shared/auth/sign-out', async (original) => ({ ...(await original()), signOut: vi.fn() }));

const PRIYA = { id: 'a0000000-0000-4000-8000-0000000000f1', email: 'priya@example.in' };

function RoleKnown({ type, status, children }: { type: UserType; status?: string; children: ReactNode }) {
  useState(() => {
    queryClient.setQueryData(userTypeQueryKey(PRIYA.id), type);
    if (status) queryClient.setQueryData(providerStatusQueryKey(PRIYA.id), status);
  });
  return children;
}

const sheet = (ui: ReactNode) => renderShellPage(<ul>{ui}</ul>, { user: PRIYA });

describe("the menu sheet's account items", () => {
  it('has Notifications, My Profile and Sign Out on the first render, with a row held for the role', async () => {
    const { container } = await sheet(<SignedInSheetItems onNavigate={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(container.querySelectorAll('.sheet__reserved')).toHaveLength(1);
  });

  it("shows an approved provider's links at once when the role is already known", async () => {
    const { container } = await sheet(
      <RoleKnown type="service_provider" status="approved">
        <SignedInSheetItems onNavigate={() => undefined} />
      </RoleKnown>,
    );
    expect(screen.getByRole('link', { name: 'Provider Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Add New Service' })).toHaveAttribute('href', '/service/add');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/provider/profile');
    expect(container.querySelectorAll('.sheet__reserved')).toHaveLength(0);
  });

  it("shows a pending provider the application's status, not Become a Provider", async () => {
    await sheet(
      <RoleKnown type="service_provider" status="pending">
        <SignedInSheetItems onNavigate={() => undefined} />
      </RoleKnown>,
    );
    expect(screen.getByRole('link', { name: 'Application under review' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Become a Provider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Provider Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/provider/profile');
  });

  it('carries the unread count beside Notifications, spoken as words', async () => {
    await sheet(
      <RoleKnown type="guest">
        <SeedUnread count={4}>
          <SignedInSheetItems onNavigate={() => undefined} />
        </SeedUnread>
      </RoleKnown>,
    );
    expect(screen.getByRole('link', { name: /^Notifications\s?, 4 unread$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute('href', '/register/service-provider');
  });
  // Formerly end-to-end (account-nav.spec.ts, a provider signing out from the sheet on a phone).
  it('signs out from the sheet: the sheet closes, and the user is told and sent to sign in', async () => {
    vi.mocked(signOut).mockResolvedValue(undefined);
    const closed = vi.fn();
    const { user, router } = await renderShellPage(
      <ul>
        <RoleKnown type="guest">
          <SeedUnread count={0}>
            <SignedInSheetItems onNavigate={closed} />
          </SeedUnread>
        </RoleKnown>
      </ul>,
      { user: PRIYA, routes: [{ path: '/auth/login', element: <h1>Sign In</h1> }], at: '/about' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledWith();
    expect(closed).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Signed out successfully']);
  });

  it("shows an admin's Admin Dashboard at once when the role is already known", async () => {
    await sheet(
      <RoleKnown type="admin">
        <SignedInSheetItems onNavigate={() => undefined} />
      </RoleKnown>,
    );
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Become a Provider' })).toBeNull();
  });
});

function SeedUnread({ count, children }: { count: number; children: ReactNode }) {
  useState(() => queryClient.setQueryData(['notifications', PRIYA.id], { items: [], unread: count }));
  return children;
}
