// Issue 25: one conversation in Kannada on a 390 px phone: the widget's words, a message sent and
// shown, no sideways scroll, axe clean.
import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { CATALOG } from '../support/catalog-ids';
import { signInAsNewCustomer } from '../support/catalog-session';

test('a conversation in Kannada at 390 px: sent and shown, nothing sideways, axe clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await signInAsNewCustomer(page, `msgkn${Date.now().toString(36)}`);
  await page.goto(`/profile?provider=${CATALOG.shubhUtsav}`);
  await page.evaluate(() => localStorage.setItem('utsav.lang', 'kn'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  const widget = page.getByRole('region', { name: 'ಸಂದೇಶಗಳು', exact: true });
  await widget.getByLabel('ನಿಮ್ಮ ಸಂದೇಶ').fill('ನಮಸ್ಕಾರ, ಡಿಸೆಂಬರ್ 14 ರಂದು ಗೃಹಪ್ರವೇಶಕ್ಕೆ ನೀವು ಲಭ್ಯವಿದ್ದೀರಾ?');
  await widget.getByRole('button', { name: 'ಕಳುಹಿಸಿ' }).click();
  await expect(widget.getByRole('heading', { name: 'Shubh Utsav Events' })).toBeVisible();
  await expect(widget.getByRole('list', { name: 'ಈ ಸಂಭಾಷಣೆಯ ಸಂದೇಶಗಳು' })).toContainText('ಗೃಹಪ್ರವೇಶಕ್ಕೆ');
  await expect(widget.getByText('ಕಳುಹಿಸಲಾಗಿಲ್ಲ')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const { violations } = await axe(page).include('.messages-widget').analyze();
  expect(violations).toEqual([]);
});
