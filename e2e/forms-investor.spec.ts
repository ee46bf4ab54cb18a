import { expect, test, type Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

const cases = [
  { locale: 'en', path: '/investment', m: en },
  { locale: 'ar', path: '/ar/investment', m: ar },
] as const;

// Errors are shown in the form, never with alert(); here any browser dialog is a failure.
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
});

async function openModal(page: Page, m: typeof en) {
  // The Series A card's Learn More: the modal is titled with that opportunity.
  const opener = page.getByRole('button', { name: m.Sections.learnMore }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: m.InvestmentPage.opportunities.items.seriesA.title });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

async function fillStepOne(page: Page, m: typeof en, email: string) {
  const f = m.InvestorForm;
  await page.getByRole('dialog').getByLabel(f.firstName, { exact: true }).fill('Amina');
  await page.getByRole('dialog').getByLabel(f.lastName, { exact: true }).fill('Benali');
  await page.getByRole('dialog').getByLabel(f.phone, { exact: true }).fill('+212 6 12 34 56 78');
  await page.getByRole('dialog').getByLabel(f.email, { exact: true }).fill(email);
}

for (const { locale, path, m } of cases) {
  const f = m.InvestorForm;

  test(`[${locale}] investor modal: both steps, validation, success, OK resets and closes`, async ({ page }) => {
    await page.goto(path);
    const { opener, dialog } = await openModal(page, m);
    await expect(dialog.getByLabel(f.firstName)).toBeFocused();

    // Required fields are enforced by the browser: Next does not move on.
    await dialog.getByRole('button', { name: f.next }).click();
    await expect(dialog.getByRole('heading', { name: f.detailsTitle })).toBeVisible();
    expect(await dialog.getByLabel(f.firstName).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );

    // An address the browser accepts but the shared schema refuses: the error shows beside it, translated.
    await fillStepOne(page, m, 'amina@localhost');
    await dialog.getByRole('button', { name: f.next }).click();
    await expect(dialog.getByText(f.errors.email)).toBeVisible();
    await expect(dialog.getByLabel(f.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(f.email)).toBeFocused();

    await dialog.getByLabel(f.email).fill('amina@example.ma');
    await dialog.getByRole('button', { name: f.next }).click();
    await expect(dialog.getByRole('heading', { name: f.amountTitle })).toBeVisible();
    await expect(dialog.getByLabel(f.investment)).toBeFocused();

    // Back keeps what was typed.
    await dialog.getByRole('button', { name: f.back }).click();
    await expect(dialog.getByLabel(f.lastName)).toHaveValue('Benali');
    await dialog.getByRole('button', { name: f.next }).click();

    await dialog.getByRole('button', { name: f.submit }).click();
    expect(await dialog.getByLabel(f.investment).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    await dialog.getByLabel(f.investment).fill('$250,000');
    await dialog.getByRole('button', { name: f.submit }).click();

    await expect(dialog.getByRole('heading', { name: f.thanksTitle })).toBeVisible();
    await expect(dialog.getByRole('button', { name: f.ok })).toBeFocused();
    await dialog.getByRole('button', { name: f.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Reopened: step 1 again, empty.
    await opener.click();
    await expect(dialog.getByRole('heading', { name: f.detailsTitle })).toBeVisible();
    await expect(dialog.getByLabel(f.firstName)).toHaveValue('');
  });

  test(`[${locale}] investor modal: close button, Escape, focus trap and focus return`, async ({ page }) => {
    await page.goto(path);
    let { opener, dialog } = await openModal(page, m);
    await dialog.getByRole('button', { name: f.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    ({ opener, dialog } = await openModal(page, m));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`[${locale}] investor modal: progress while sending, then the server's answers in the page's language`, async ({
    page,
  }) => {
    let answer: { status: number; body: unknown } = { status: 200, body: { success: false } };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/email/send', async (route) => {
      await held;
      await route.fulfill({ status: answer.status, json: answer.body });
    });
    await page.goto(path);
    const { dialog } = await openModal(page, m);
    await fillStepOne(page, m, 'amina@example.ma');
    await dialog.getByRole('button', { name: f.next }).click();
    await dialog.getByLabel(f.investment).fill('$1M');
    await dialog.getByRole('button', { name: f.submit }).click();

    const sending = dialog.getByRole('button', { name: f.sending });
    await expect(sending).toBeDisabled();
    release();
    await expect(dialog.getByRole('alert')).toHaveText(f.errorRejected);

    answer = { status: 500, body: { success: false, message: 'Server error' } };
    await dialog.getByRole('button', { name: f.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(f.errorServer);

    await page.unroute('**/api/email/send');
    await page.route('**/api/email/send', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: f.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(f.errorServer);

    // Field errors from the server go back to the step that holds them, beside the field.
    await page.unroute('**/api/email/send');
    await page.route('**/api/email/send', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'Invalid fields', errors: { phone: 'phone' } } }),
    );
    await dialog.getByRole('button', { name: f.submit }).click();
    await expect(dialog.getByRole('heading', { name: f.detailsTitle })).toBeVisible();
    await expect(dialog.getByText(f.errors.phone)).toBeVisible();
    await expect(dialog.getByLabel(f.phone)).toBeFocused();
  });
}
