// Issue 13 item 2: every language fits at every width. Every public page of the registry (new
// ones included, see support/public-pages.ts) in all five languages at the widths people use,
// from the narrowest phone to a wide desktop: the page never scrolls sideways, nothing in the
// header or footer spills past the window, and the header keeps its account entry and Menu in
// view. One browser context per language; each page is loaded once and resized through the widths.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { publicPages } from '../support/public-pages';

const LANGUAGES = ['en', 'hi', 'ta', 'te', 'kn'] as const;
const WIDTHS = [320, 390, 768, 1024, 1366, 1600];
const PAGES = publicPages();

test.describe.configure({ mode: 'parallel' });

/** The page shows its content: its heading is up, in the language asked for, and no skeleton or busy region is left. */
async function ready(page: Page, language: string) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main [class*="skeleton"], main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** After a resize: two frames, so layout, the header's fold marks (observers run before paint) and any re-render are done. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** What does not fit at the current width, described for the report; empty when all is well. */
function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(box.left)}..${Math.round(box.right)} "${text}"`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // Out of the window only because a clipping ancestor (a folding zone, a scroller) hides it.
    const clippedAway = (element: Element) => {
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.right <= clip.right + 0.5 && box.left >= clip.left - 0.5) continue;
        return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (box.right > width + 0.5 || box.left < -0.5) && shown(element) && !clippedAway(element);
    };

    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      const culprits = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && shown(element));
      // The innermost ones say most: drop an element whose child is also listed.
      const innermost = culprits.filter((element) => !culprits.some((other) => other !== element && element.contains(other)));
      problems.push(`the page is ${scrollWidth} px wide: ${innermost.slice(0, 3).map(describe).join('; ') || 'no element box sticks out (text overflow?)'}`);
    }
    for (const region of document.querySelectorAll('header.site-header, .back-bar, footer.site-footer'))
      for (const element of region.querySelectorAll('*')) if (sticksOut(element)) problems.push(`spills out: ${describe(element)}`);

    // The header keeps the account entry (Sign In or the avatar) and Menu in view at every width.
    for (const selector of ['.account-nav__sign-in, .account-avatar', '.menu-button']) {
      const element = document.querySelector(`header.site-header ${selector}`);
      if (!element || !shown(element)) problems.push(`the header's ${selector} is not shown`);
      else if (element.getBoundingClientRect().right > width) problems.push(`the header's ${selector} is off-screen`);
    }
    return problems;
  });
}

async function checkWidths(page: Page, path: string, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    for (const problem of await overflowProblems(page)) problems.push(`${path} at ${width} px: ${problem}`);
  }
}

test('the registry has public pages to check, dynamic ones with seeded ids', () => {
  expect(PAGES).toEqual(expect.arrayContaining(['/', '/about', '/services', '/services/catering', '/bundles', '/blog']));
  expect(PAGES.every((path) => !path.includes(':'))).toBe(true);
});

for (const language of LANGUAGES) {
  test(`every public page fits 320 to 1600 px in ${language}`, async ({ page }) => {
    test.setTimeout(60_000 + PAGES.length * 8_000);
    await page.addInitScript((lang) => localStorage.setItem('utsav.lang', lang), language);
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      await ready(page, language);
      await checkWidths(page, path, problems);
    }
    expect(problems).toEqual([]);
  });
}

// The signed-in header has more to fit (the bell, Become a Provider, the avatar): a customer in the
// two languages with the longest words, on a public page and on the account's own pages.
for (const language of ['ta', 'kn'] as const) {
  test(`a signed-in customer's header fits 320 to 1600 px in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInViaApi(page, DEMO.customer.email);
    await page.addInitScript((lang) => localStorage.setItem('utsav.lang', lang), language);
    const problems: string[] = [];
    for (const path of ['/about', '/notifications', '/profile']) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      await ready(page, language);
      await expect(page.locator('header .account-avatar')).toBeVisible();
      await checkWidths(page, path, problems);
    }
    expect(problems).toEqual([]);
  });
}

// `/search` needs a signed-in user, so the public sweep above does not reach it: the results with a
// filter active (the Filters button then carries a count, in the sticky row beside the count of
// results), and a search for one long word, in every language on the narrowest phones.
for (const language of LANGUAGES) {
  test(`a signed-in customer's search results fit 320 and 390 px in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInViaApi(page, DEMO.customer.email);
    await page.addInitScript((lang) => localStorage.setItem('utsav.lang', lang), language);
    const problems: string[] = [];
    for (const path of ['/search?q=catering&guests=200', `/search?q=${'mehendiphotographydecoration'.repeat(2)}`]) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await ready(page, language);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        for (const problem of await overflowProblems(page)) problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
