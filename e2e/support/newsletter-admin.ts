import mongoose from 'mongoose';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../tests/helpers/smtp';
import type { OwnSite } from './own-site';

export type IssueAnswer = {
  id: string;
  status: string;
  recipients: number;
  progress: { queued: number; sent: number; failed: number; bounced: number };
};

/** The Newsletter tab's API on a spec's own site, called over HTTP with the owner's token as the admin island calls it. */
export async function newsletterAdmin(site: OwnSite) {
  const token = await site.ownerToken();
  async function call(method: string, pathname: string, body?: unknown) {
    const response = await fetch(site.base + pathname, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Send now queues one mail per recipient before it answers: 200 rows take a few seconds.
      signal: AbortSignal.timeout(30_000),
    });
    const retryAfter = Number(response.headers.get('retry-after') ?? 0);
    return { status: response.status, retryAfter, body: (await response.json()) as IssueAnswer };
  }
  return {
    /** Writes an issue and presses Send now; answers what the admin shows after the press. */
    async send(fields: Record<string, string>): Promise<IssueAnswer> {
      const created = await call('POST', '/api/admin/newsletter', fields);
      expect(created.status).toBe(201);
      const sent = await call('POST', `/api/admin/newsletter/${created.body.id}/send`, { mode: 'now' });
      expect(sent.status).toBe(200);
      return sent.body;
    },
    /**
     * The issue's queued / sent / failed / bounced counts, as the admin polls them while it goes
     * out. A 503 with Retry-After is the admin's "not now" while the database is slow; the admin's
     * poll keeps what it shows and asks again 5 s later, and so does this, twice at most. Seen
     * right after a restart, with the resumed sending keeping the database busy (a fresh-clone CI
     * run, 27 November).
     */
    async progress(id: string): Promise<IssueAnswer['progress']> {
      let answer = await call('GET', `/api/admin/newsletter/${id}`);
      for (let again = 0; again < 2 && answer.status === 503 && answer.retryAfter; again += 1) {
        await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
        answer = await call('GET', `/api/admin/newsletter/${id}`);
      }
      expect(answer.status).toBe(200);
      return answer.body.progress;
    },
  };
}

type Subscriber = { email: string; locale: 'en' | 'ar'; status: 'confirmed' | 'pending' | 'unsubscribed' };

/**
 * Makes the site's list exactly these subscribers, written into its database as the double opt-in
 * and the unsubscribe link leave them (a spec's own database: no other spec reads this list).
 */
export async function setSubscribers(site: OwnSite, subscribers: Subscriber[]) {
  const conn = await mongoose.createConnection(site.dbUri).asPromise();
  try {
    const list = conn.collection('newsletter_subscribers');
    await list.deleteMany({});
    const now = new Date();
    await list.insertMany(
      subscribers.map((subscriber) => ({
        ...subscriber,
        source: 'footer',
        confirmationSentAt: now,
        confirmedAt: subscriber.status === 'pending' ? null : now,
        unsubscribedAt: subscriber.status === 'unsubscribed' ? now : null,
        createdAt: now,
      })),
    );
  } finally {
    await conn.close();
  }
}

/** How many of `mails` each address received (by the SMTP envelope, what a mailbox gets). */
export function mailsPerRecipient(mails: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) for (const to of mail.envelope.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}
