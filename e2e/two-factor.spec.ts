import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import en from '../messages/en.json';
import { test } from './fixtures';
import { apiToken, uniqueWord } from './support/blog-api';
import { waitForMailTo } from './support/mailbox';

const t = en.AdminInbox;
const f = en.AdminTwoFactor;
const PASSWORD = 'a calm and long passphrase';

/** A new editor of its own (turning the shared admin's second factor on would stop the other specs). */
async function newEditor(page: Page): Promise<string> {
  const email = `${uniqueWord('tf')}@example.ma`;
  const owner = await apiToken(page.request);
  const invited = await page.request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${owner}` },
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const mail = await waitForMailTo(email);
  const token = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const accepted = await page.request.post('/api/staff/invitation', {
    data: { token, displayName: 'Two Factor', password: PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  return email;
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/admin');
  await page.locator('#admin-username').fill(email);
  await page.locator('#admin-password').fill(PASSWORD);
  await page.getByRole('button', { name: en.AdminPage.login }).click();
  await expect(page.getByRole('heading', { name: f.loginTitle })).toBeVisible();
}

async function codeStep(page: Page, code: string) {
  await page.getByRole('textbox', { name: f.loginCode, exact: true }).fill(code);
  await page.getByRole('button', { name: f.verify }).click();
}

async function signOut(page: Page) {
  const nav = page.getByRole('navigation', { name: t.adminNav });
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: t.tabs.account }).click();
  await page.getByRole('button', { name: t.signOut }).click();
  await expect(page.locator('#admin-username')).toBeVisible();
}

test('two-factor sign-in: turned on with a code, then a wrong code fails, the right one and a recovery code (once) sign in', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused codes are 401 answers, which the browser logs as failed loads.
  consoleErrors.allow(/status of 401 .*\/login\/2fa/);
  const email = await newEditor(page);
  await page.goto('/admin');
  await page.locator('#admin-username').fill(email);
  await page.locator('#admin-password').fill(PASSWORD);
  await page.getByRole('button', { name: en.AdminPage.login }).click();
  await page.getByRole('navigation', { name: t.adminNav }).getByRole('button', { name: t.tabs.account }).click();

  await page.getByRole('button', { name: f.turnOn }).click();
  await expect(page.getByRole('img', { name: f.qrAlt })).toBeVisible();
  const secret = (await page.locator('[data-totp-secret]').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel(f.code).fill(totp.generate());
  await page.getByRole('button', { name: f.confirm }).click();
  const items = page.getByRole('list', { name: f.recoveryTitle }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await page.getByRole('button', { name: f.saved }).click();
  await expect(page.getByText(f.onIntro)).toBeVisible();
  await signOut(page);

  await passwordStep(page, email);
  await codeStep(page, '000000');
  await expect(page.getByRole('alert').filter({ hasText: f.loginWrong })).toBeVisible();
  // The set-up spent this step's code; the app's next code (30 s on) is a fresh one.
  await codeStep(page, totp.generate({ timestamp: Date.now() + 30_000 }));
  await signOut(page);

  await passwordStep(page, email);
  await codeStep(page, codes[0]!);
  await signOut(page);

  await passwordStep(page, email);
  await codeStep(page, codes[0]!);
  await expect(page.getByRole('alert').filter({ hasText: f.loginWrong })).toBeVisible();
});
