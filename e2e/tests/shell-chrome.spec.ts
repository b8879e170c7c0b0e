// The top bar on a wide screen and in the small-screen side sheet, the footer, and the back bar.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { DEMO } from '../support/db';
import { pageInteractive } from '../support/interactive';

const CATEGORIES = [
  ['Pooja services', '/services/pooja-services'],
  ['Wedding photography', '/services/wedding-photography'],
  ['Mehendi artists', '/services/mehendi-artists'],
  ['Catering', '/services/catering'],
  ['Music', '/services/music'],
  ['Decoration', '/services/decoration'],
  ['Function halls', '/services/function-hall'],
] as const;

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar has every link of the spec and signed-out actions', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    for (const label of ['About', 'Blog', 'Contact', 'Track Booking']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    await expect(banner.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/register');
    // Each language is offered in its own script.
    await expect(banner.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(['English', 'हिन्दी', 'தமிழ்', 'తెలుగు', 'ಕನ್ನಡ']);
    await banner.getByRole('link', { name: /^Utsav/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Services dropdown opens on hover with the seven categories and Service Bundles', async ({ page }) => {
    await page.goto('/about');
    const trigger = mainNav(page).getByRole('button', { name: 'Services' });
    await pageInteractive(page);
    // The dropdown's code arrives after the first render (deferred-services-menu.tsx): a hover
    // before it does nothing, and the pointer's next movement opens it, as a person's hand moves
    // on. One hover right after the first render failed a fresh-clone run; the pointer moves on here.
    let step = 0;
    await expect(async () => {
      await trigger.hover({ position: { x: 8 + (step++ % 4) * 4, y: 8 } });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    const panel = mainNav(page).locator('.services-panel');
    for (const [name, href] of CATEGORIES) await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await expect(panel.getByRole('link', { name: /^Service Bundles/ })).toHaveAttribute('href', '/bundles');
    // Moving the pointer away (to the far corner, clear of the panel) closes it again.
    await page.mouse.move(1270, 790);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services dropdown works from the keyboard and leads to a category', async ({ page }) => {
    await page.goto('/about');
    const trigger = mainNav(page).getByRole('button', { name: 'Services' });
    // Keys pressed before the page has hydrated are not replayed as taps are (early-events.ts):
    // a Tab then lands on the server's markup, whose panel links are still out of the tab order.
    await pageInteractive(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('.services-panel').getByRole('link', { name: /^Pooja services/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.locator('.services-panel').getByRole('link', { name: /^Catering/ }).click();
    await expect(page).toHaveURL(/\/services\/catering$/);
  });

  test('the footer links the three policies, the contact details and a language switcher', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const policies: [string, string][] = [
      ['Privacy Policy', '/policies/privacy-policy'],
      ['Terms & Conditions', '/policies/terms-conditions'],
      ['Shipping & Delivery', '/policies/shipping-delivery'],
    ];
    for (const [name, href] of policies)
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(footer.getByRole('link', { name: 'support@utsav.example' })).toHaveAttribute('href', 'mailto:support@utsav.example');
    await footer.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await expect(footer.getByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toBeVisible();
    await footer.getByRole('link', { name: 'தனியுரிமைக் கொள்கை' }).click();
    await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
  });
});

test.describe('small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side sheet has the spec items, traps focus, and closes with Escape back on its button', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    for (const name of ['Home', 'Track Booking', 'About Us', 'Services', 'Contact', 'Sign In', 'Join Us'])
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
    for (const [name] of CATEGORIES) await expect(sheet.getByRole('link', { name })).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('following a link in the sheet navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('back bar', () => {
  const backLink = (page: Page) => page.getByRole('navigation', { name: 'Back navigation' }).getByRole('link', { name: 'Back' });

  // Which page goes back where is back-target.test.ts's table; here, that the bar links it and
  // following the link gets there: from a remote's page home, where the bar is gone, and from an
  // article up to the blog.
  for (const [from, to] of [
    ['/services/catering', '/'],
    ['/blog/photography-tips', '/blog'],
  ] as const) {
    test(`goes from ${from} to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(backLink(page)).toHaveAttribute('href', to);
      await backLink(page).click();
      await expect(page).toHaveURL(new RegExp(`${to === '/' ? '' : to}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (to === '/') await expect(page.getByRole('navigation', { name: 'Back navigation' })).toHaveCount(0);
    });
  }

  test('goes from a provider page to search, and stays below the header while scrolling', async ({ page }) => {
    await signInViaApi(page, DEMO.customer.email);
    await page.goto('/provider/b0000000-0000-4000-8000-000000000003');
    await expect(backLink(page)).toHaveAttribute('href', '/search');
    await page.mouse.wheel(0, 2000);
    const bar = await page.getByRole('navigation', { name: 'Back navigation' }).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(bar && header && Math.abs(bar.y - (header.y + header.height))).toBeLessThan(2);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
