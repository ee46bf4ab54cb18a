import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueWord } from './blog-api';
import { waitForMailTo } from './mailbox';

/** A confirmed subscriber in `locale`, through the real double opt-in: answers the address. */
export async function confirmedSubscriber(request: APIRequestContext, locale: 'en' | 'ar'): Promise<string> {
  const address = `${uniqueWord('qari')}@example.ma`;
  await request.post('/api/newsletter', { data: { email: address, source: 'footer', locale } });
  const mail = await waitForMailTo(address);
  const token = /confirm\?token=(\S+)/.exec(mail.text)![1]!;
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
  return address;
}
