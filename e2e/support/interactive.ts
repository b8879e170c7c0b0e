import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the shell has hydrated the page (its root layout's `utsav:first-render` mark).
 * A tap, a submit or a select's change made earlier is held and replayed (shell/src/lib/early-events.ts);
 * a hover is not: nothing can open a menu on hover before the page runs, and the next movement of the
 * pointer does it once it does. Tests about hovering wait for this first.
 */
export async function pageInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('utsav:first-render').length > 0);
}

/**
 * Waits until React has hydrated the element (it carries React's props). A remote's part of a
 * server-rendered page hydrates after the shell's, once the remote's code is here; a link tapped
 * before that is followed by the browser as a link, a whole page load (early-events.ts), so a test
 * of an in-app navigation from a server-rendered remote page waits for its link first.
 */
export async function elementHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}
