import { expect, test } from '@playwright/test';
import { localeCases } from './support/locale-cases';

for (const { locale, prefix, m } of localeCases) {
  const c = m.ContactForm;
  const n = m.Newsletter;

  test(`[${locale}] contact form: field errors beside the fields, then a confirmation and a cleared form`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/contact`);
    const form = page.locator('form').filter({ has: page.getByLabel(c.message) });
    await expect(form.getByLabel(c.message)).toHaveAttribute('rows', '6');

    // The browser enforces required fields...
    await form.getByRole('button', { name: c.submit }).click();
    expect(await form.getByLabel(c.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    // ...and the shared schema catches what the browser lets through (blank name, bad address).
    await form.getByLabel(c.name).fill('   ');
    await form.getByLabel(c.email).fill('sara@localhost');
    await form.getByLabel(c.message).fill('Hello from the e2e test.');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByText(c.errors.required)).toBeVisible();
    await expect(form.getByText(c.errors.email)).toBeVisible();
    await expect(form.getByLabel(c.name)).toBeFocused();

    await form.getByLabel(c.name).fill('Sara Idrissi');
    await form.getByLabel(c.email).fill('sara@example.ma');
    await form.getByLabel(c.subject).selectOption('business');
    await form.getByLabel(c.company, { exact: false }).fill('Atlas');
    await form.getByRole('button', { name: c.submit }).click();

    await expect(form.getByRole('status')).toHaveText(c.success);
    await expect(form.getByLabel(c.name)).toHaveValue('');
    await expect(form.getByLabel(c.message)).toHaveValue('');
    await expect(form.getByText(c.errors.required)).toHaveCount(0);
  });

  test(`[${locale}] newsletter box: confirmation, a repeat subscription, and a translated error`, async ({ page }) => {
    await page.goto(`${prefix}/events`);
    const box = page.locator('form[data-newsletter="events"]');
    const email = box.getByLabel(n.emailLabel);

    await email.fill('not-valid@localhost');
    await box.getByRole('button', { name: n.subscribe }).click();
    await expect(box.getByRole('alert')).toHaveText(n.errors.email);

    const address = `reader-${locale}@example.ma`;
    await email.fill(address);
    await box.getByRole('button', { name: n.subscribe }).click();
    await expect(box.getByRole('status')).toHaveText(n.success);
    await expect(email).toHaveValue('');

    await email.fill(address.toUpperCase());
    await box.getByRole('button', { name: n.subscribe }).click();
    await expect(box.getByRole('status')).toHaveText(n.success);
  });
}
