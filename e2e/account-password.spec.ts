import { expect } from '@playwright/test';
import en from '../messages/en.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { ADMIN } from './support/blog-api';

// Runs in its own Playwright project after every other spec (playwright.config.ts): changing the
// shared e2e owner's password signs out every session of it, including other specs' tokens.
const t = en.AdminInbox;
const a = en.AdminAccount;

test('a changed password signs the other browser out', async ({ browser, page, request }) => {
  const other = await browser.newPage();
  await openAdmin(other, request, '/admin');
  await expect(other.getByRole('navigation', { name: t.adminNav })).toBeVisible();

  await openAdmin(page, request, '/admin');
  await page.getByRole('navigation', { name: t.adminNav }).getByRole('button', { name: t.tabs.account }).click();
  const next = 'a long and fresh passphrase';
  await page.getByLabel(a.currentPassword).fill(ADMIN.password);
  await page.getByLabel(a.newPassword, { exact: true }).fill(next);
  await page.getByLabel(a.repeatPassword).fill(next);
  await page.getByRole('button', { name: a.changePassword }).click();
  await expect(page.getByRole('status').filter({ hasText: a.passwordChanged })).toBeVisible();

  // This browser keeps working with its fresh token; the other one is sent to the login form.
  await page.getByRole('button', { name: t.tabs.audit }).click();
  await expect(
    page.getByRole('cell', { name: en.AdminAudit.actions.account['password-changed'] }).first(),
  ).toBeVisible();
  await other.getByRole('button', { name: t.tabs.inbox }).click();
  await expect(other.getByText(en.AdminPage.sessionEnded)).toBeVisible();

  // Back to the e2e password, so a reused server still signs in.
  await page.getByRole('button', { name: t.tabs.account }).click();
  await page.getByLabel(a.currentPassword).fill(next);
  await page.getByLabel(a.newPassword, { exact: true }).fill(ADMIN.password);
  await page.getByLabel(a.repeatPassword).fill(ADMIN.password);
  await page.getByRole('button', { name: a.changePassword }).click();
  await expect(page.getByRole('status').filter({ hasText: a.passwordChanged })).toBeVisible();
  await other.close();
});
