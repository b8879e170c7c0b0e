// The profile's favourites (issue 13 item 10): pictures and prices, a removal that Undo puts
// back (the same row, in its place), and the list shared on WhatsApp with names and public
// addresses. A throwaway customer; the favourites are that user's own rows.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/db';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';

const widget = (page: Page) => page.getByRole('region', { name: 'Favourites' });

async function saveFavourites(userId: string): Promise<void> {
  // Saved a day apart: the list is newest first, the meal above the wedding bundle.
  await sql(
    `insert into public.favourites (user_id, service_id, bundle_id, created_at) values
       ($1, $2, null, now() - interval '1 day'), ($1, null, $3, now() - interval '2 days')`,
    [userId, CATALOG.bananaLeafMeals, CATALOG.southIndianWedding],
  );
}

test('favourites show their picture and price, a removal can be undone, and the list is shared on WhatsApp with public addresses', async ({ page }) => {
  const user = await signInAsNewCustomer(page, 'undo');
  await saveFavourites(user.id);
  await page.goto('/profile');
  const items = widget(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Banana Leaf Wedding Meals');
  await expect(items.nth(0)).toContainText('from ₹550 per plate');
  await expect(items.nth(1)).toContainText('Complete South Indian Wedding');
  await expect(items.nth(1)).toContainText('₹6,90,000');
  for (const item of await items.all()) {
    const photo = item.locator('img');
    await expect(photo).toHaveAttribute('width', '96');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(items.nth(0).getByRole('link', { name: 'Banana Leaf Wedding Meals' })).toHaveAttribute(
    'href',
    `/services/catering/${CATALOG.bananaLeafMeals}`,
  );
  const [before] = await sql<{ id: string; created_at: Date }>(`select id, created_at from public.favourites where user_id = $1 and service_id = $2`, [
    user.id,
    CATALOG.bananaLeafMeals,
  ]);

  await widget(page).getByRole('button', { name: 'Remove Banana Leaf Wedding Meals from favourites' }).click();
  await expect(items).toHaveCount(1);
  await expect(widget(page).getByRole('status')).toHaveText(/Banana Leaf Wedding Meals removed from favourites\./);
  await expect(widget(page).getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect.poll(async () => (await sql(`select 1 from public.favourites where user_id = $1 and service_id is not null`, [user.id])).length).toBe(0);
  const { violations } = await new AxeBuilder({ page }).include('#catalog-favourites-title').include('.catalog-favourites').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await widget(page).getByRole('button', { name: 'Undo' }).focus();

  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Banana Leaf Wedding Meals');
  await expect(widget(page).getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect
    .poll(async () => sql<{ id: string; created_at: Date }>(`select id, created_at from public.favourites where user_id = $1 and service_id = $2`, [user.id, CATALOG.bananaLeafMeals]))
    .toEqual([before]);
  // And it stays after a reload.
  await page.reload();
  await expect(items).toHaveCount(2);

  // The list is shared on WhatsApp with every name and its public address.
  const share = widget(page).getByRole('link', { name: 'Share list on WhatsApp' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  const origin = new URL(page.url()).origin;
  expect(text.split('\n')).toEqual([
    'My favourites on Utsav:',
    `• Banana Leaf Wedding Meals: ${origin}/services/catering/${CATALOG.bananaLeafMeals}`,
    `• Complete South Indian Wedding: ${origin}/bundles/${CATALOG.southIndianWedding}`,
  ]);
  await expect(share).toHaveAttribute('target', '_blank');
  // Picture, details and Remove fit the narrowest phone: no box or text of the widget past the
  // window's edge. (The widget only: the profile page around it is the shell's.)
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(widget(page).getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(() =>
      widget(page).evaluate((section) => {
        const past: string[] = [];
        for (const el of [section, ...Array.from(section.querySelectorAll('*'))])
          if (el.getBoundingClientRect().right > window.innerWidth) past.push(el.tagName);
        const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if (range.getBoundingClientRect().right > window.innerWidth) past.push(node.textContent ?? '');
        }
        return past;
      }),
    )
    .toEqual([]);

  // The shared address opens for someone who is not signed in.
  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto(`${origin}/services/catering/${CATALOG.bananaLeafMeals}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Banana Leaf Wedding Meals' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});
