// Each article leads to the services it is about (issue 13 item 10): the foremost category's
// top-rated services from the database, and a link to every category the article's subject
// needs. The list newest first is blog-federation.spec.ts's.
import { expect, test } from '@playwright/test';

test('an article links to the services it is about, with their prices, and they open', async ({ page }) => {
  await page.goto('/blog/essential-home-ceremonies');
  const services = page.getByRole('region', { name: 'Book for this occasion' });
  await expect(services).toBeVisible();
  const top = services.getByRole('list', { name: 'Top-rated services' }).getByRole('listitem');
  await expect(top).toHaveCount(3);
  await expect(top.first()).toContainText(/from ₹[\d,]+ per /);
  await expect(services.getByRole('link', { name: 'Book a pandit' })).toHaveAttribute('href', '/services/pooja-services');
  const more = services.getByRole('list', { name: 'More services for this occasion' }).getByRole('link');
  await expect(more).toHaveText(['Book caterers', 'Book decorators']);

  const first = top.first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/services\/pooja-services\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await services.getByRole('link', { name: 'Book a pandit' }).click();
  await expect(page).toHaveURL(/\/services\/pooja-services$/);
});
