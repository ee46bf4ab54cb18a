import { expect } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { test } from './fixtures';
import { uniqueWord } from './support/blog-api';
import { waitForMailTo } from './support/mailbox';

const cases = [
  { locale: 'en', prefix: '', m: en },
  { locale: 'ar', prefix: '/ar', m: ar },
] as const;

for (const { locale, prefix, m } of cases) {
  const s = m.Subscription;

  test(`[${locale}] a subscriber confirms through the mailed link and leaves with one click`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const address = `${uniqueWord('reader')}@example.ma`;
    await page.goto(`${prefix}/events`);
    const box = page.locator('form[data-newsletter="events"]');
    await box.getByLabel(m.Newsletter.emailLabel).fill(address);
    await box.getByRole('button', { name: m.Newsletter.subscribe }).click();
    await expect(box.getByRole('status')).toHaveText(m.Newsletter.success);

    const mail = await waitForMailTo(address);
    expect(mail.subject).toBe(s.mail.confirmSubject);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirmLink = new RegExp(`https?://\\S+${prefix}/newsletter/confirm\\?token=\\S+`).exec(mail.text)![0];

    await page.goto(confirmLink);
    await page.getByRole('button', { name: s.confirm.button }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(s.confirm.done);

    // One click, as a mail client does it (RFC 8058): a form-encoded POST to the header's URL.
    const oneClick = /^<(\S+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const left = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(await left.json()).toEqual({ status: 'unsubscribed', changed: true });

    // The page link in the mail now says so, and a tampered link changes nothing.
    const unsubscribeLink = new RegExp(`https?://\\S+${prefix}/newsletter/unsubscribe\\?token=\\S+`).exec(
      mail.text,
    )![0];
    await page.goto(unsubscribeLink);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(s.unsubscribe.unsubscribed);
    consoleErrors.allow(/status of 400 .*\/api\/newsletter\/confirm\?token=/);
    await page.goto(`${confirmLink.slice(0, -3)}xyz`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(s.invalid);
  });
}
