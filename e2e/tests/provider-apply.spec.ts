// Issue 24, item 7: a new user applies with a document and photos (resized in the browser,
// uploaded to Storage), the draft surviving a reload; sees the application pending, in the page
// and in the top bar; is approved through the API as the seeded admin (until the admin remote
// exists) and, signing in again, lands on the dashboard. Then the same in Tamil on a 390 px
// phone: a rejected applicant reads the admin's reason and sends the application again.
// What each field refuses is apply-form.test's and provider_applications.test's.
import { expect, test, type Page } from '@playwright/test';
import { createThrowawayUser, seedSession, signInViaUi } from '../support/auth';
import { axe } from '../support/axe';
import { identityPdf, myApplication, reviewProvider, solidPng, submitApplicationAs } from '../support/providers';

const axeViolations = async (page: Page) => (await axe(page).analyze()).violations.map((violation) => violation.id);

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a new user applies with documents and photos, sees pending, is approved and lands on the dashboard', async ({ page, browser }) => {
  const applicant = await createThrowawayUser('apply');
  await seedSession(page, applicant);
  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Provider' }).first().click();
  await expect(page).toHaveURL(/\/register\/service-provider$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a provider' })).toBeVisible();
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Business name').fill('Lens of Madurai');
  await page.getByLabel('Describe your business').fill('Candid wedding photography across Tamil Nadu, albums in four weeks.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Wedding photography').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('City', { exact: true }).fill('Madurai');
  await page.getByLabel('Areas you serve').fill('Anna Nagar, KK Nagar');

  // A reload keeps the step and what was typed.
  await page.reload();
  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Madurai');
  await expect(page.getByLabel('Areas you serve')).toHaveValue('Anna Nagar, KK Nagar');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Tamil', { exact: true }).check();
  await page.getByLabel('English', { exact: true }).check();
  await page.getByLabel('Years of experience').fill('6');
  await page.getByLabel('Contact mobile number').fill('98765 43210');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('PAN', { exact: true }).fill('aapfu0939f');
  await page.getByLabel('My business is registered for GST').check();
  await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV');
  await page.getByLabel(/Identity document/).setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: identityPdf() });
  await expect(page.getByText('Uploaded: aadhaar.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // A camera-sized photo is made 1600 px wide in the browser before it is uploaded.
  await page.getByLabel('Add photos (JPEG, PNG or WebP)').setInputFiles([
    { name: 'mandapam.png', mimeType: 'image/png', buffer: solidPng(2000, 1500, [200, 80, 40]) },
    { name: 'couple.png', mimeType: 'image/png', buffer: solidPng(1200, 1600, [40, 120, 90]) },
    { name: 'haldi.png', mimeType: 'image/png', buffer: solidPng(800, 600, [230, 180, 30]) },
  ]);
  const uploaded = page.getByRole('list', { name: 'Uploaded photos' }).getByRole('img');
  await expect(uploaded).toHaveCount(3);
  await expect(uploaded.first()).toHaveAttribute('width', '1600');
  await expect(uploaded.first()).toHaveAttribute('height', '1200');
  // Public URLs that load: the portfolio is served by the public bucket.
  await expect.poll(() => uploaded.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('I travel to other cities').check();
  await page.getByLabel('Travel fee (₹)').fill('2500');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Application under review' })).toBeVisible();
  // The top bar shows the status now, never Become a Provider again.
  await expect(page.getByRole('link', { name: 'Application under review' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Provider' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const application = await myApplication(applicant);
  expect(application?.status).toBe('pending');
  await reviewProvider(application!.id, 'approved');

  // Signing in again: a user with a provider record goes to the dashboard.
  const context = await browser.newContext();
  const again = await context.newPage();
  await signInViaUi(again, applicant.user.email, applicant.password);
  await expect(again).toHaveURL(/\/dashboard$/);
  await expect(again.getByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeVisible();
  await again.goto('/provider/profile');
  await expect(again.getByRole('status').filter({ hasText: 'You are an approved provider' })).toBeVisible();
  await context.close();
});

test('in Tamil on a 390 px phone, a rejected applicant reads the reason and applies again', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('utsav.lang', 'ta'));
  const applicant = await createThrowawayUser('apply-ta');
  const providerId = await submitApplicationAs(applicant, 'Chennai Mehendi Studio');
  await reviewProvider(providerId, 'rejected', 'The identity document is blurred');

  await seedSession(page, applicant);
  await page.goto('/register/service-provider');
  const banner = page.getByRole('status').filter({ hasText: 'விண்ணப்பம் ஏற்கப்படவில்லை' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('The identity document is blurred');
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The form comes back filled in: only the consent is asked again.
  await expect(page.getByLabel('தொழிலின் பெயர்')).toHaveValue('Chennai Mehendi Studio');
  for (let step = 1; step < 7; step += 1) {
    await page.getByRole('button', { name: 'அடுத்து' }).click();
    await expect(page.getByText(`படி ${step + 1} / 7`)).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
  }
  await page.getByRole('button', { name: 'விண்ணப்பத்தைச் சமர்ப்பி' }).click();
  // Consent is given anew with each application (the Terms may have changed since).
  await expect(page.locator('#apply-consent-error')).toBeVisible();
  await page.getByRole('checkbox', { name: /நான் ஏற்கிறேன்/ }).check();
  await page.getByRole('button', { name: 'விண்ணப்பத்தைச் சமர்ப்பி' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'விண்ணப்பம் பரிசீலனையில்' })).toBeVisible();
  expect((await myApplication(applicant))?.status).toBe('pending');
  await context.close();
});
