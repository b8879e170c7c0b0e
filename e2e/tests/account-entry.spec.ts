// Issue 13 item 1: below 1024 px every role finds its account at once. The header keeps an
// account entry on every width (Sign In for a visitor; for a signed-in user the avatar, carrying
// the unread count), and the menu sheet's account items are in it the moment it opens.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO, sql } from '../support/db';

// 320: the narrowest phone still in use, where the menu button keeps only its icon.
const WIDTHS = [320, 390, 768, 1023];

const accountArea = (page: Page) => page.locator('.site-header__account');

const unreadCount = async (userId: string) =>
  Number((await sql<{ n: string }>('select count(*) as n from public.notifications where user_id = $1 and not read', [userId]))[0]!.n);

/**
 * Opens the menu sheet and returns the account list's text in the first DOM state in which the
 * dialog exists (a MutationObserver records it in the same task as React's commit), and where
 * Sign Out stood then, so "later" and "moved" are both caught.
 */
async function openSheetAndReadFirstFrame(page: Page): Promise<{ text: string; signOutTop: number | null }> {
  await page.evaluate(() => {
    const record = window as unknown as { firstSheet?: { text: string; signOutTop: number | null } };
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || record.firstSheet) return;
      const list = dialog.querySelector('.sheet__list--account');
      const signOut = [...(list?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Sign Out');
      // offsetTop: the layout position, whatever the sheet's opening animation does meanwhile.
      record.firstSheet = { text: list?.textContent ?? '', signOutTop: signOut?.closest('li')?.offsetTop ?? null };
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return page.evaluate(() => (window as unknown as { firstSheet: { text: string; signOutTop: number | null } }).firstSheet);
}

// One browser per role, resized through the widths: the header's fit is what changes with the width,
// while what each role's sheet holds is shell/src/app/layout/signed-in-sheet-items.test.tsx's (and
// accountLinksFor's). The provider is the signed-in role here: its sheet has the most role links
// (two, and the provider profile), so it is the one whose late role would move Sign Out the most.
test('a visitor has Sign In in the header at every width, and both entries in the sheet', async ({ page }) => {
  await page.goto('/about');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect(accountArea(page).getByRole('link', { name: 'Sign In' }), `${width} px`).toBeVisible();
    await expect(accountArea(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    // Join Us stays in the header only while it fits (it folds into the sheet first): never on a phone.
    if (width <= 390) await expect(accountArea(page).getByRole('link', { name: 'Join Us' }), `${width} px`).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${width} px` }).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
  const first = await openSheetAndReadFirstFrame(page);
  expect(first.text).toContain('Sign In');
  expect(first.text).toContain('Join Us');
});

test("a provider has the avatar with the unread count at every width, and the sheet's account items at once", async ({ page }) => {
  await signInViaApi(page, DEMO.provider.email);
  await page.goto('/about');
  const unread = await unreadCount(DEMO.provider.id);
  const avatar = accountArea(page).getByRole('button', { name: /^Account menu/ });
  const bell = accountArea(page).getByRole('button', { name: /^Notifications/ });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expect(avatar, `${width} px`).toBeVisible();
    // The header keeps the bell while it fits (issue 13 item 2: laid out by what fits); once it has
    // folded into the sheet, the avatar carries the count instead. Either way the count is in view.
    if (unread > 0) {
      await expect(avatar).toHaveAccessibleName(`Account menu, ${unread} unread notifications`);
      const count = page.getByTestId((await bell.isVisible()) ? 'notification-count' : 'account-unread-count');
      await expect(count, `${width} px`).toHaveText(String(unread));
      await expect(count, `${width} px`).toBeVisible();
    }
    // The header does not overflow the window with the account entry in it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${width} px` }).toBeLessThanOrEqual(width);
  }

  // Let the role be read, as it is by the time a user reaches for the menu; then no row moves.
  await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
  await page.waitForLoadState('networkidle');
  const first = await openSheetAndReadFirstFrame(page);
  expect(first.text).toContain('Notifications');
  expect(first.text).toContain('My Profile');
  expect(first.text).toContain('Sign Out');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: 'Provider Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(sheet.getByRole('link', { name: 'Add New Service' })).toHaveAttribute('href', '/service/add');
  await expect(sheet.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/provider/profile');
  await expect(sheet.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/notifications');
  const signOutTop = await sheet.getByRole('button', { name: 'Sign Out' }).evaluate((button) => button.closest('li')?.offsetTop ?? null);
  expect(signOutTop).toBe(first.signOutTop);

  // The avatar's menu leads to the notifications page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await avatar.click();
  await page.getByRole('menuitem', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});
