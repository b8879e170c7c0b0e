// The bell against the real backend: live arrivals over Realtime, a click that marks one read in the
// database, a dropped connection caught up, a row committed before the feed is live, and a read
// elsewhere. The bell's own states (the spec's toasts when fetching or marking fails, "No
// notifications", a chat notification opening the profile) are component tests:
// shell/src/features/notifications/components/notification-bell.test.tsx.
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO, sql } from '../support/db';

const bell = (page: Page) => page.locator('.site-header__account').getByRole('button', { name: /^Notifications/ });

const unreadItem = (page: Page, title: string) => page.locator('[data-testid="notification-item"][data-read="false"]').filter({ hasText: title });

const isJoinReply = (text: string) => text.includes('phx_reply') && text.includes('postgres_changes') && text.includes('"ok"');
const isFeedLive = (text: string) => text.includes('"system"') && text.includes('Subscribed to PostgreSQL');

/**
 * Resolves when the page's realtime change feed is live: as on hosted Supabase, that is the
 * `system` "Subscribed to PostgreSQL" message, which follows the join reply after a gap.
 */
function realtimeJoined(page: Page) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/realtime/v1/websocket'))
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => isFeedLive(String(frame.payload)) }));
}

async function insertNotification(userId: string, title: string, type = 'system', link: string | null = null): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.notifications (user_id, title, message, type, link) values ($1, $2, $3, $4, $5) returning id`,
    [userId, title, `${title}: details`, type, link],
  );
  return row!.id;
}

const unreadCount = async (userId: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from public.notifications where user_id = $1 and not read', [userId]))[0]!.n);

// Only this file's rows: other specs run beside this one and make notifications of their own.
test.afterEach(async () => {
  await sql(`delete from public.notifications where user_id = $1 and title like 'E2E %'`, [DEMO.customer.id]);
});

test('a notification inserted on the server appears live at the top, and a click marks it read', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  const joined = realtimeJoined(page);
  await page.goto('/about');
  await joined;
  const before = await unreadCount(DEMO.customer.id);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);

  const id = await insertNotification(DEMO.customer.id, 'E2E Booking accepted');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1));

  await bell(page).click();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toContainText('E2E Booking accepted');
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  expect(await items.count()).toBeLessThanOrEqual(5);

  await items.first().click();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);
  await expect.poll(async () => (await sql<{ read: boolean }>('select read from public.notifications where id = $1', [id]))[0]?.read).toBe(true);
  // The menu's 150 ms closing animation has finished before it is opened again.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await bell(page).click();
  // Read now: the bell lists unread ones first (issue 13), so it is shown read below them, or
  // not among the five when five others are unread.
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await expect(unreadItem(page, 'E2E Booking accepted')).toHaveCount(0);
});

test('after the realtime connection drops, the bell catches up and receives the next insert live', async ({ page }) => {
  const sockets: WebSocketRoute[] = [];
  let refuse = false;
  let refused = 0;
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    if (refuse) {
      // The backend is "down": the connection is dropped at once.
      refused++;
      void ws.close({ code: 1011, reason: 'backend restarting' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  await signInViaApi(page, DEMO.customer.email);
  const joined = realtimeJoined(page);
  await page.goto('/about');
  await joined;
  const before = await unreadCount(DEMO.customer.id);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);

  // Drop the connection as a backend restart would, and keep refusing for a while.
  refuse = true;
  for (const ws of sockets) await ws.close({ code: 1011, reason: 'backend restarting' });
  await insertNotification(DEMO.customer.id, 'E2E While you were offline');
  // The client has tried again at least once and been refused: the outage was seen.
  await expect.poll(() => refused).toBeGreaterThan(0);
  const rejoined = realtimeJoined(page);
  refuse = false;
  await rejoined;
  // What arrived during the outage is fetched once the feed is live again…
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  // …and the next insert arrives live again.
  await insertNotification(DEMO.customer.id, 'E2E Back online');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 2} unread`);
  await bell(page).click();
  await expect(page.getByTestId('notification-item').first()).toContainText('E2E Back online');
  await expect(page.getByTestId('notification-item').nth(1)).toContainText('E2E While you were offline');
});

test('a notification inserted after the join reply but before the feed is live still reaches the bell', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  const frames: { text: string; at: number }[] = [];
  // Listening from the socket's creation: the join can be answered before navigation ends.
  page.on('websocket', (ws) => {
    if (ws.url().includes('/realtime/v1/websocket')) ws.on('framereceived', (frame) => frames.push({ text: String(frame.payload), at: Date.now() }));
  });
  await page.goto('/about');
  await expect.poll(() => frames.some((f) => isJoinReply(f.text)), { timeout: 15_000 }).toBe(true);
  const before = await unreadCount(DEMO.customer.id);
  await insertNotification(DEMO.customer.id, 'E2E Inside the gap');
  const committedAt = Date.now();
  // The row was committed inside the gap: the feed was not live yet, so it is never delivered live…
  expect(frames.some((f) => isFeedLive(f.text))).toBe(false);
  await expect.poll(() => frames.some((f) => isFeedLive(f.text)), { timeout: 15_000 }).toBe(true);
  expect(frames.find((f) => isFeedLive(f.text))!.at).toBeGreaterThanOrEqual(committedAt);
  expect(frames.some((f) => f.text.includes('postgres_changes') && f.text.includes('E2E Inside the gap'))).toBe(false);
  // …and the bell still shows it: it catches up when the feed goes live, not on the join reply.
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell(page).click();
  await expect(page.getByTestId('notification-item').first()).toContainText('E2E Inside the gap');
});

test('a notification read elsewhere (another tab or device) stops counting here, live', async ({ page }) => {
  await signInViaApi(page, DEMO.customer.email);
  const joined = realtimeJoined(page);
  await page.goto('/about');
  await joined;
  const before = await unreadCount(DEMO.customer.id);
  const id = await insertNotification(DEMO.customer.id, 'E2E Read on the phone');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await sql('update public.notifications set read = true where id = $1', [id]);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before} unread`);
  await bell(page).click();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await expect(unreadItem(page, 'E2E Read on the phone')).toHaveCount(0);
});
