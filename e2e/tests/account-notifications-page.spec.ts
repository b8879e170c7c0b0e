// Issue 13 item 8: notifications a user can act on. The bell shows unread ones first and leads
// to /notifications: every notification, a page at a time, Mark all read, and each one opening
// what it is about. (The account menu's name from the profile is account-profile.spec.ts's.) How a
// notification the database wrote is worded in the reader's language is
// shell/src/features/notifications/utils/notification-text.test.ts's.
import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser, seedSession } from '../support/auth';
import { sql } from '../support/db';

const bell = (page: Page) => page.locator('.site-header__account').getByRole('button', { name: /^Notifications/ });

/**
 * 25 notifications, one an hour back from now; the newest 22 are read and the three oldest
 * unread, so "unread first" and "newest first" give different orders. The oldest links to a
 * booking to track.
 */
async function seedNotifications(userId: string): Promise<void> {
  await sql(
    `insert into public.notifications (user_id, title, message, type, link, read, created_at)
     select $1, 'Note ' || n, 'Details of note ' || n, 'booking',
            case when n = 25 then '/track-booking?code=UTS-E2E25' else null end,
            n <= 22, now() - n * interval '1 hour'
     from generate_series(1, 25) as n`,
    [userId],
  );
}

const unreadCount = async (userId: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from public.notifications where user_id = $1 and not read', [userId]))[0]!.n);

test('the bell puts unread first and leads to the page with all of them, paged; Mark all read; an item opens its page', async ({ page }) => {
  const user = await createThrowawayUser('notes');
  try {
    await seedNotifications(user.user.id);
    await seedSession(page, user);
    await page.goto('/about');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
    await bell(page).click();
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(5);
    // The three unread (oldest) come before the newest read ones.
    await expect(items.nth(0)).toContainText('Note 23');
    await expect(items.nth(0)).toHaveAttribute('data-read', 'false');
    await expect(items.nth(2)).toContainText('Note 25');
    await expect(items.nth(3)).toContainText('Note 1');
    await page.getByRole('menuitem', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);

    const rows = page.getByTestId('notification-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('Note 1');
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(rows).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await expect(page.getByText('3 unread')).toBeVisible();

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
    await expect.poll(() => unreadCount(user.user.id)).toBe(0);
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    // The oldest links to its booking.
    await expect(rows.last().getByRole('link')).toHaveAttribute('href', '/track-booking?code=UTS-E2E25');
    await rows.last().getByRole('link').click();
    await expect(page).toHaveURL(/\/track-booking\?code=UTS-E2E25$/);
  } finally {
    await sql('delete from auth.users where id = $1', [user.user.id]);
  }
});
