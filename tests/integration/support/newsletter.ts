import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { adminRequest, ctx } from './admin-routes';

/** Subscribers in the given state and language, `<prefix><n>@example.ma`. */
export async function subscribers(count: number, locale: string, status: string, prefix = `${locale}-${status}-`) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i + 1}@example.ma`,
    source: 'footer',
    locale,
    status,
  }));
  return NewsletterSubscriberModel.insertMany(rows);
}

export const issueFields = {
  enSubject: 'Sahla in November',
  enPreheader: 'Three things we shipped',
  enBody: '# News\n\nWe shipped **three** things. [Read more](/blog).',
  arSubject: 'سهلة في نوفمبر',
  arPreheader: 'ثلاثة أشياء أطلقناها',
  arBody: '# أخبار\n\nأطلقنا **ثلاثة** أشياء.',
};

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls an admin route handler as the admin island does. */
export async function call(handler: Handler, method: string, url: string, token: string, body?: unknown, id = '') {
  const response = await handler(adminRequest(method, url, token, body), ctx({ id }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
}
