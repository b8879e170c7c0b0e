// Issue 14 item 7: anyone holding a booking's code sees where it stands, against the real local
// stack: the seeded confirmed wedding of the demo customer (UTS-8FJN5S, supabase/seed.sql), typed
// loosely, the code kept in the address to share, on a phone's 320 px in every language. The
// page's other states (a shared address in Hindi, an unknown code, a code that cannot be one, too
// many tries) are component tests: mf-booking/src/features/tracking/components/track-booking-page.test.tsx;
// what the lookup returns and withholds is supabase/tests/bookings.test.ts's.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const CODE = 'UTS-8FJN5S';
const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'] as const;

const result = (page: Page) => page.getByRole('region', { name: /Complete South Indian Wedding/ });

test('a visitor tracks a seeded booking by its code typed loosely; the answer fits a 320 px phone in all five languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/track-booking');
  await page.getByLabel('Booking code').fill(' uts 8fjn 5s ');
  await page.getByRole('button', { name: 'Track', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/track-booking\\?code=${CODE}$`));
  await expect(result(page)).toContainText(CODE);
  await expect(result(page).locator('.booking-status')).toHaveText('Confirmed');
  await expect(result(page)).toContainText('Shubh Utsav Events');
  await expect(result(page)).toContainText('₹6,90,000');
  const steps = result(page).getByRole('list').getByRole('listitem');
  expect(await steps.count()).toBeGreaterThanOrEqual(2);
  await expect(steps.last()).toContainText('Confirmed');
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('utsav.lang', lang), language);
    // The bare address: a saved language moves it to that language's own (a reload would stay at the last one's).
    await page.goto(`/track-booking?code=${CODE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(result(page).getByRole('list').getByRole('listitem').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll in ${language}`).toBeLessThanOrEqual(0);
  }
});
