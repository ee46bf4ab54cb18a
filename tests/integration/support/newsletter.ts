import { connectDb } from '@/lib/db/connect';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { captureLogs } from '../../helpers/form-request';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { adminRequest, adminToken, ctx } from './admin-routes';

/**
 * The newsletter tests' world, set up by the calling file's hooks: a real SMTP server (with its
 * refusals), the database and an owner's token; each test starts with no subscriber, issue or
 * mail and no message received. `env` is set before the token is made.
 */
export function newsletterWorld(
  smtpOptions: Parameters<typeof startTestSmtp>[0] = {},
  env: Record<string, string> = {},
) {
  const world = {} as { smtp: TestSmtp; token: string };
  beforeAll(async () => {
    world.smtp = await startTestSmtp(smtpOptions);
    process.env.SMTP_URL = world.smtp.url;
    Object.assign(process.env, env);
    await connectDb();
    world.token = await adminToken();
  });
  beforeEach(async () => {
    captureLogs();
    await NewsletterSubscriberModel.deleteMany({});
    await NewsletterIssueModel.deleteMany({});
    await OutboxMailModel.deleteMany({});
    world.smtp.messages.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await world.smtp.stop();
    await (await connectDb()).disconnect();
  });
  return world;
}

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
