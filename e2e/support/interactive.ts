import type { Page } from '@playwright/test';

/**
 * Waits until the shell has hydrated the page (its root layout's `utsav:first-render` mark).
 * A tap, a submit or a select's change made earlier is held and replayed (shell/src/lib/early-events.ts);
 * a hover is not: nothing can open a menu on hover before the page runs, and the next movement of the
 * pointer does it once it does. Tests about hovering wait for this first.
 */
export async function pageInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('utsav:first-render').length > 0);
}
