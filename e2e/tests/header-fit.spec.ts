// Issue 13 items 2 and 10, the shell's frame: the header laid out by what fits (Tamil at 1024 px
// was wider than the window); the solid back bar; the language on a phone; the not-found page's
// search and categories. That no page scrolls sideways, and that nothing in the header moves while
// a page loads, in every language, is layout-overflow.spec.ts's sweep; the Services menu clicked
// after hovering is services-menu.test.tsx's.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';

const inLanguage = (page: Page, language: string) => page.addInitScript((lang) => localStorage.setItem('utsav.lang', lang), language);
const banner = (page: Page) => page.getByRole('banner');

test.describe('Tamil at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the whole header is in the window; what does not fit is hidden, skipped by Tab and in the sheet', async ({ page }) => {
    await inLanguage(page, 'ta');
    await page.goto('/about');
    for (const name of ['உள்நுழை', 'எங்களுடன் சேருங்கள்']) {
      const link = banner(page).getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.x + (await link.boundingBox())!.width).toBeLessThanOrEqual(1024);
    }

    // Track Booking is the navigation's last item, the first to fold: hidden and inert, so Tab skips it.
    const track = banner(page).getByRole('navigation').getByRole('link', { name: 'முன்பதிவைக் கண்காணி' });
    await expect(track).toBeHidden();
    const folded = page.locator('header [data-folded]');
    expect(await folded.count()).toBeGreaterThan(0);
    expect(await folded.evaluateAll((items) => items.every((item) => (item as HTMLElement).inert))).toBe(true);
    await page.locator('.site-header__logo').focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).not.toContain('முன்பதிவைக் கண்காணி');

    await page.getByRole('button', { name: 'மெனு' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'முன்பதிவைக் கண்காணி' })).toBeVisible();
  });
});

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the back bar is solid: what scrolls under it does not show through', async ({ page }) => {
    await page.goto('/services/catering');
    const bar = page.getByRole('navigation', { name: 'Back navigation' });
    await expect(bar).toBeVisible();
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(42);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the language is the first thing in the menu sheet, labelled, each language in its own script', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    const language = sheet.getByRole('combobox', { name: 'Language' });
    await expect(sheet.getByText('Language', { exact: true })).toBeVisible();
    const [languageTop, firstLinkTop] = await Promise.all([
      language.evaluate((element) => element.getBoundingClientRect().top),
      sheet.getByRole('link', { name: 'Home' }).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(languageTop).toBeLessThan(firstLinkTop);
    await language.selectOption('kn');
    // The sheet stays open, now in Kannada (its name too).
    const kannada = page.getByRole('dialog', { name: 'ಮೆನು' });
    await expect(kannada.getByRole('combobox', { name: 'ಭಾಷೆ' })).toHaveValue('kn');
    await expect(kannada.getByRole('link', { name: 'ಮುಖಪುಟ' })).toBeVisible();
  });

  test('the not-found page offers a search and the categories; a visitor naming a category goes to it', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
    const main = page.getByRole('main');
    const links: [string, string][] = [
      ['Catering', '/services/catering'],
      ['Function halls', '/services/function-hall'],
      ['Service Bundles', '/bundles'],
    ];
    for (const [name, href] of links)
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const search = main.getByRole('searchbox', { name: 'Search services, providers and bundles' });
    await search.fill('catering for 200 guests');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/services\/catering$/);

    // Anything else needs the search page, which the spec keeps behind sign-in: sign in, then back to it.
    await page.goto('/no-such-page');
    await main.getByRole('searchbox').fill('Shubh Utsav');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsearch%3Fq%3DShubh/);
  });

  test('a signed-in user searching from the not-found page gets the search page', async ({ page }) => {
    await signInViaApi(page, DEMO.customer.email);
    await page.goto('/no-such-page');
    await page.getByRole('main').getByRole('searchbox').fill('catering');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=catering$/);
  });
});
