// The avatar's menu (issue 13): on phones it is the account entry, so its button carries the
// unread count, and its menu leads to the notifications page; the name is the one it is given
// (the profile's, chosen in signed-in-nav.tsx: display-name.test.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import { UserMenu } from './user-menu';

const USER = { id: 'a0000000-0000-4000-8000-0000000000f2', email: 'ravi@example.in' };

describe('the user menu', () => {
  it('names the unread count on its button and lists Notifications, My Profile and Sign Out', async () => {
    const { user } = await renderShellPage(<UserMenu email={USER.email} name="Ravi Kumar" profileTo="/profile" unread={3} />, { user: USER });
    const button = screen.getByRole('button', { name: 'Account menu, 3 unread notifications' });
    expect(screen.getByTestId('account-unread-count')).toHaveTextContent('3');
    await user.click(button);
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText(USER.email)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /^Notifications/ })).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('is plainly the account menu when nothing is unread', async () => {
    await renderShellPage(<UserMenu email={USER.email} name="" profileTo={undefined} unread={0} />, { user: USER });
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-unread-count')).toBeNull();
  });
});
