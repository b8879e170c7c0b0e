// The bell's own states without a server (the api functions are the seam): the spec's toasts when
// the list cannot be fetched or one cannot be marked read (left unread), "No notifications" for a
// new account, and a chat notification opening its conversation on the profile. Live arrivals over Realtime, a dropped
// connection and reads elsewhere are the end-to-end suite's (account-notifications.spec.ts).
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@utsav/shared/toast/toast-store';
import { renderShellPage } from '../../../testing/render-shell-page';
import { fetchNotifications } from '../api/fetch-notifications';
import { markNotificationRead } from '../api/mark-notification-read';
import type { AppNotification } from '../api/notification';
import { NotificationBell } from './notification-bell';

vi.mock('../api/fetch-notifications', () => ({ fetchNotifications: vi.fn() }));
vi.mock('../api/mark-notification-read', () => ({ markNotificationRead: vi.fn() }));
vi.mock('../hooks/use-notification-feed', () => ({ useNotificationFeed: () => undefined }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f4', email: 'asha@example.in' };

const note = (id: string, title: string, type = 'booking'): AppNotification => ({
  template: null,
  params: {},
  id,
  userId: ASHA.id,
  title,
  message: `${title}: details`,
  type,
  read: false,
  link: null,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
});

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.title);
const render = () =>
  renderShellPage(<NotificationBell userId={ASHA.id} />, { user: ASHA, at: '/about', routes: [{ path: '/profile', element: <h1>My Profile</h1> }] });

beforeEach(() => {
  vi.mocked(fetchNotifications).mockReset();
  vi.mocked(markNotificationRead).mockReset();
});

describe('the notification bell', () => {
  it('says so with the spec toast when the notifications cannot be fetched', async () => {
    vi.mocked(fetchNotifications).mockRejectedValue(new Error('offline'));
    await render();
    await vi.waitFor(() => expect(toasts()).toEqual(['Failed to fetch notifications']));
  });

  it('shows a new account "No notifications" and no count', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({ items: [], unread: 0 });
    const { user } = await render();
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
    await user.click(bell);
    expect(await screen.findByRole('menu')).toHaveTextContent('No notifications');
  });

  it('puts one back as unread, with the spec toast, when marking it read is refused', async () => {
    vi.mocked(fetchNotifications).mockResolvedValue({ items: [note('n1', 'Payment received')], unread: 1 });
    vi.mocked(markNotificationRead).mockRejectedValue(new Error('offline'));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /Payment received/ }));
    await vi.waitFor(() => expect(toasts()).toEqual(['Failed to mark notification as read']));
    expect(vi.mocked(markNotificationRead).mock.calls[0]?.[0]).toBe('n1');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
  });

  it('opens the conversation on the profile for a chat notification', async () => {
    const conversation = '0b5c2a4e-7d1f-4c3b-9a8e-123456789abc';
    const chat = { ...note('n2', 'New message from Shubh Utsav', 'chat'), link: '/profile', params: { conversationId: conversation } };
    vi.mocked(fetchNotifications).mockResolvedValue({ items: [chat], unread: 1 });
    vi.mocked(markNotificationRead).mockResolvedValue(undefined);
    const { user, router } = await render();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /New message from Shubh Utsav/ }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe(`?conversation=${conversation}`);
  });
});
