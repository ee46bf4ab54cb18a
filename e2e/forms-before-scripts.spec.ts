import { expect, test } from '@playwright/test';
import en from '../messages/en.json';
import ar from '../messages/ar.json';

// A form pressed before its script has run (a slow phone, a script that failed) is sent by the
// browser itself: the visitor's fields must never land in the address bar, where the server's log,
// the history and any shared link keep them.
test('with scripts off, the contact and newsletter forms put nothing in the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const c = en.ContactForm;
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByLabel(c.message) });
  await form.getByLabel(c.name).fill('Sara Idrissi');
  await form.getByLabel(c.email).fill('sara@example.ma');
  await form.getByLabel(c.message).fill('A private message.');
  await form.getByRole('button', { name: c.submit }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/contact$/);

  await page.goto('/ar/events');
  const box = page.locator('form[data-newsletter="events"]');
  await box.getByLabel(ar.Newsletter.emailLabel).fill('amina@example.ma');
  await box.getByRole('button', { name: ar.Newsletter.subscribe }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar\/events$/);
  await context.close();
});

test('with scripts off, the password-reset request cannot be sent at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/admin/reset');
  await expect(page.getByRole('button', { name: ar.AdminStaff.reset.send })).toBeDisabled();
  await page.locator('#reset-email').fill('rania@example.ma');
  await page.locator('#reset-email').press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar\/admin\/reset$/);
  await context.close();
});
