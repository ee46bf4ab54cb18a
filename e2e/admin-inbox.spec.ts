import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { uniqueWord } from './support/blog-api';

const cases = [
  { locale: 'en', prefix: '', m: en },
  { locale: 'ar', prefix: '/ar', m: ar },
] as const;

for (const { locale, prefix, m } of cases) {
  const t = m.AdminInbox;
  const f = m.InvestorForm;

  test(`[${locale}] an investor inquiry reaches the inbox as new with its mail, is handled, exported and erased`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `${uniqueWord('inv')}@example.ma`;
    await page.goto(`${prefix}/investment`);
    await page.getByRole('button', { name: m.Sections.learnMore }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(f.firstName, { exact: true }).fill('Amina');
    await dialog.getByLabel(f.lastName, { exact: true }).fill('Benali');
    await dialog.getByLabel(f.phone, { exact: true }).fill('+212 6 12 34 56 78');
    await dialog.getByLabel(f.email, { exact: true }).fill(email);
    await dialog.getByRole('button', { name: f.next }).click();
    await dialog.getByLabel(f.investment).fill('=1000000');
    await dialog.getByRole('button', { name: f.submit }).click();
    await expect(dialog.getByRole('heading', { name: f.thanksTitle })).toBeVisible();

    await openAdmin(page, request, `${prefix}/admin`);
    const nav = page.getByRole('navigation', { name: t.adminNav });
    await nav.getByRole('button', { name: new RegExp(t.tabs.inbox) }).click();
    await page.getByRole('searchbox', { name: t.search }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t.statuses.new);
    await expect(row).toContainText(t.mailStates.sent.replace(' {time}', ''));

    await row.getByRole('button', { name: 'Amina Benali' }).click();
    await expect(page.locator('[data-field="investment"]')).toHaveText('=1000000');
    await page.getByRole('button', { name: t.markHandled }).click();
    await expect(page.locator('[data-field="status"]')).toHaveText(t.statuses.handled);
    await page.getByRole('button', { name: t.back }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.export }).click(),
    ]);
    const rows: string[][] = parse(readFileSync((await download.path())!, 'utf8'), { bom: true });
    const exported = rows.find((r) => r.includes(email));
    expect(exported).toEqual(expect.arrayContaining(['handled', "'=1000000"]));

    page.once('dialog', (confirm) => void confirm.accept());
    const erase = page.getByRole('region', { name: t.eraseTitle });
    await erase.getByLabel(t.eraseEmail).fill(email);
    await erase.getByRole('button', { name: t.eraseButton }).click();
    // Two mails: the team's notice and the visitor's acknowledgement, both addressed with their email.
    const counts = { inquiries: 1, messages: 0, subscribers: 0, mail: 2 };
    await expect(erase.getByRole('status')).toHaveText(
      t.erased.replace(/\{(\w+)\}/g, (_, k: keyof typeof counts) => String(counts[k])),
    );
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });
}
