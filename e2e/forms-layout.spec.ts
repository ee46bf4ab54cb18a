import { expect, test, type Page } from '@playwright/test';
import { localeCases } from './support/locale-cases';
import { atEachSize } from './support/sizes';

// Each form in both languages and both themes, each page looked at on a phone and then on a
// desktop (the same page resized, as the window of a person who turns or widens it): nothing
// spills sideways, the modal fits the screen, and a screenshot of each state is kept in
// test-results/forms-screens/ to look at.

const themes = ['dark', 'light'] as const;
const sizes = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { locale, prefix, m } of localeCases) {
  for (const theme of themes) {
    test(`[${locale}-${theme}] forms lay out without overflow at 375 and 1280 px`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const shot = (view: string, width: number, fullPage = false) =>
        page.screenshot({ path: `test-results/forms-screens/${view}-${locale}-${theme}-${width}.png`, fullPage });

      await page.setViewportSize(sizes[0]!);
      await page.goto(`${prefix}/investment`);
      await page.getByRole('button', { name: m.Sections.learnMore }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(m.InvestorForm.firstName, { exact: true }).fill('Amina');
      await dialog.getByLabel(m.InvestorForm.lastName, { exact: true }).fill('  ');
      await dialog.getByLabel(m.InvestorForm.phone, { exact: true }).fill('12');
      await dialog.getByLabel(m.InvestorForm.email, { exact: true }).fill('amina@localhost');
      await page.getByRole('button', { name: m.InvestorForm.next }).click();
      await expect(dialog.getByText(m.InvestorForm.errors.required).first()).toBeVisible();
      await atEachSize(page, sizes, async ({ width }) => {
        const box = (await dialog.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        await shot('investor-step1', width);
      });

      await page.goto(`${prefix}/contact`);
      await expectNoSidewaysScroll(page);
      await page.getByRole('main').getByLabel(m.ContactForm.email).fill('sara@localhost');
      await page.getByRole('button', { name: m.ContactForm.submit }).click({ force: true });
      await page.getByRole('main').getByLabel(m.ContactForm.name).fill(' ');
      await page.getByRole('main').getByLabel(m.ContactForm.message, { exact: true }).fill(' ');
      await page.getByRole('button', { name: m.ContactForm.submit }).click();
      await expect(page.getByText(m.ContactForm.errors.email)).toBeVisible();
      await atEachSize(page, sizes, async ({ width }) => {
        await expectNoSidewaysScroll(page);
        await shot('contact', width, true);
      });

      await page.goto(`${prefix}/events`);
      await expectNoSidewaysScroll(page);
      await page.getByRole('main').getByLabel(m.Newsletter.emailLabel).fill(`layout-${locale}-${theme}@example.ma`);
      await page.getByRole('main').getByRole('button', { name: m.Newsletter.subscribe }).click();
      await expect(page.getByRole('status').filter({ hasText: m.Newsletter.success })).toBeVisible();
      await atEachSize(page, sizes, async ({ width }) => {
        await expectNoSidewaysScroll(page);
        await shot('newsletter', width);
      });
    });
  }
}

test('[en/ar] the thank-you state', async ({ page }) => {
  for (const { prefix, m, locale } of localeCases) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${prefix}/investment`);
    await page.getByRole('button', { name: m.Sections.learnMore }).first().click();
    await page.getByRole('dialog').getByLabel(m.InvestorForm.firstName, { exact: true }).fill('Amina');
    await page.getByRole('dialog').getByLabel(m.InvestorForm.lastName, { exact: true }).fill('Benali');
    await page.getByRole('dialog').getByLabel(m.InvestorForm.phone, { exact: true }).fill('0612345678');
    await page.getByRole('dialog').getByLabel(m.InvestorForm.email, { exact: true }).fill('amina@example.ma');
    await page.getByRole('button', { name: m.InvestorForm.next }).click();
    await page.getByRole('dialog').getByLabel(m.InvestorForm.investment, { exact: true }).fill('$100,000');
    await page.screenshot({ path: `test-results/forms-screens/investor-step2-${locale}.png` });
    await page.getByRole('button', { name: m.InvestorForm.submit }).click();
    await expect(page.getByRole('heading', { name: m.InvestorForm.thanksTitle })).toBeVisible();
    await page.screenshot({ path: `test-results/forms-screens/investor-thanks-${locale}.png` });
  }
});
