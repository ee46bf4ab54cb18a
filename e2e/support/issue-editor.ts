import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { uniqueWord } from './blog-api';
import { waitForMailTo } from './mailbox';

export const catalogue = { en, ar } as const;
export type Lang = keyof typeof catalogue;

/** A confirmed subscriber reading `locale`, through the real double opt-in; answers the address. */
export async function confirmedSubscriber(request: APIRequestContext, locale: Lang): Promise<string> {
  const address = `${uniqueWord(`typed${locale}`)}@example.ma`;
  await request.post('/api/newsletter', { data: { email: address, source: 'footer', locale } });
  const mail = await waitForMailTo(address);
  const token = /confirm\?token=(\S+)/.exec(mail.text)![1]!;
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  return address;
}

export type IssueText = { enSubject: string; enBody: string; arSubject: string; arBody: string };

/** The issue editor's fields, found as a person finds them: by version and label. */
export function issueFields(page: Page, lang: Lang) {
  const words = catalogue[lang].AdminNewsletter;
  const version = (which: Lang) => page.getByRole('group', { name: which === 'en' ? words.english : words.arabic });
  return {
    subject: (which: Lang) => version(which).getByLabel(words.subject, { exact: true }),
    body: (which: Lang) => version(which).getByLabel(words.body, { exact: true }),
  };
}

/** Newsletter tab → New issue, then types both versions over the placeholder (no Save). */
export async function typeNewIssue(page: Page, lang: Lang, text: IssueText) {
  const words = catalogue[lang].AdminNewsletter;
  await page.getByRole('button', { name: words.tab, exact: true }).click();
  await page.getByRole('button', { name: words.newIssue, exact: true }).click();
  const fields = issueFields(page, lang);
  await expect(fields.subject('en')).toHaveValue(words.newIssue);
  await fields.subject('en').fill(text.enSubject);
  await fields.body('en').fill(text.enBody);
  await fields.subject('ar').fill(text.arSubject);
  await fields.body('ar').fill(text.arBody);
}

/** Both versions with words unique to one test. */
export function uniqueIssue(): IssueText {
  const word = uniqueWord('typed');
  return {
    enSubject: `Typed issue ${word}`,
    enBody: `What the editor typed, ${word}.`,
    arSubject: `عدد مكتوب ${word}`,
    arBody: `ما كتبه المحرر ${word}.`,
  };
}
