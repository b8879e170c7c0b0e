// Issue 21: a long word wraps in every heading and text block, whatever font the phone has.
// Whether today's copy fits depends on the font's exact widths (a Tamil heading on /about was
// 321 px wide on a 320 px phone with one set of fonts and fitted with another), so this check
// does not rely on the copy: on every public page, at 320 px, each heading and text block gets a
// word longer than the screen is wide, and the page must still not scroll sideways. It fails
// wherever a box is sized by its longest word (`overflow-wrap: break-word` in a flex or grid item).
import { expect, test } from '@playwright/test';
import { publicPages } from '../support/public-pages';

// The page's own content and the footer; the header's menu items fold away instead of wrapping
// (header-fit.spec.ts checks them in every language).
const TEXT_BLOCKS = ['main', 'footer']
  .map((region) => `${region} :is(h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, legend, label, th, td)`)
  .join(', ');
// "திட்டமிடுகிறீர்களா" (are you planning) three times: about 480 px of Tamil with no break in it.
const LONG_WORD = 'திட்டமிடுகிறீர்களா'.repeat(3);

test('every heading and text block of every public page wraps a word wider than a 320 px screen', async ({ page }) => {
  const pages = publicPages();
  test.setTimeout(30_000 + pages.length * 6_000);
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  await page.setViewportSize({ width: 320, height: 800 });
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main [class*="skeleton"], main [aria-busy="true"]')).toHaveCount(0);
    const offenders = await page.evaluate(
      async ({ selector, word }) => {
        await document.fonts.ready;
        const lengthened = [...document.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0);
        for (const element of lengthened) element.append(` ${word}`);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return [];
        // The innermost boxes past the right edge name the culprit.
        const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
        return wide
          .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
          .slice(0, 3)
          .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right ${Math.round(element.getBoundingClientRect().right)}`);
      },
      { selector: TEXT_BLOCKS, word: LONG_WORD },
    );
    if (offenders.length) problems.push(`${path}: wider than 320 px: ${offenders.join('; ')}`);
  }
  expect(problems).toEqual([]);
});
