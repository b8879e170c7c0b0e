// The notifications page's own behaviour, without a server (the api functions are the seam):
// newest first a page at a time, each one linking to what it is about (a chat message to its conversation), and a refused "Mark all
// read" put back with a toast. Marking for real, with the database function, is the end-to-end
// suite's (account-notifications-page.spec.ts).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShellPage } from '../../../testing/render-shell-page';
import { fetchNotificationPage } from '../api/fetch-notification-page';
import { fetchNotifications } from '../api/fetch-notifications';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import type { AppNotification } from '../api/notification';
import NotificationsPage from './notifications-page';

vi.mock('../api/fetch-notification-page', () => ({ fetchNotificationPage: vi.fn(), NOTIFICATION_PAGE_SIZE: 20 }));
vi.mock('../api/fetch-notifications', () => ({ fetchNotifications: vi.fn() }));
vi.mock('../api/mark-all-notifications-read', () => ({ markAllNotificationsRead: vi.fn() }));

const ASHA = { id: 'a0000000-0000-4000-8000-0000000000f3', email: 'asha@example.in' };
const CONVERSATION = '0b5c2a4e-7d1f-4c3b-9a8e-123456789abc';

const note = (n: number, read: boolean, link: string | null = null): AppNotification => ({
  template: null,
  params: {},
  id: `n${n}`,
  userId: ASHA.id,
  title: `Note ${n}`,
  message: `Details ${n}`,
  type: 'booking',
  read,
  link,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
});

beforeEach(() => {
  vi.mocked(fetchNotificationPage).mockReset();
  vi.mocked(fetchNotifications).mockReset();
  vi.mocked(markAllNotificationsRead).mockReset();
  vi.mocked(fetchNotificationPage).mockImplementation(async (_user, page) =>
    page === 0
      ? { items: [note(1, false, '/track-booking?code=UTS-1'), note(2, true)], next: 1 }
      : {
          items: [note(3, false, '/dashboard'), { ...note(4, false, '/dashboard'), type: 'chat', params: { conversationId: CONVERSATION } }],
          next: undefined,
        },
  );
  vi.mocked(fetchNotifications).mockResolvedValue({ items: [note(1, false)], unread: 2 });
});

describe('the notifications page', () => {
  it('lists them a page at a time, each one linking to what it is about', async () => {
    const { user } = await renderShellPage(<NotificationsPage />, { at: '/notifications', user: ASHA });
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/track-booking?code=UTS-1');
    // Nothing to open: a button that only marks it read.
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const more = await screen.findAllByTestId('notification-row');
    expect(more).toHaveLength(4);
    // A message to a provider opens that conversation on the dashboard.
    expect(within(more[3]!).getByRole('link')).toHaveAttribute('href', `/dashboard?conversation=${CONVERSATION}`);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('marks all read at once, and puts them back with a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => undefined;
    vi.mocked(markAllNotificationsRead).mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const { user } = await renderShellPage(<NotificationsPage />, { at: '/notifications', user: ASHA });
    await screen.findAllByTestId('notification-row');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-row').every((row) => row.dataset.read === 'true')).toBe(true);

    refuse(new Error('refused'));
    expect(await screen.findByText("We couldn't mark your notifications as read. Please try again.")).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-row')[0]).toHaveAttribute('data-read', 'false');
  });
});
