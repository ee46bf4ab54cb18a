import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connectDb } from '@/lib/db/connect';
import { leaseMs } from '@/lib/mail/outbox';
import { queueIssue } from '@/lib/newsletter-issues/send';
import { createIssue } from '@/lib/newsletter-issues/store';
import { issueInputSchema } from '@/lib/newsletter-issues/schema';
import { OutboxMailModel } from '@/models/outbox-mail';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { issueFields, subscribers } from '../integration/support/newsletter';

// The newsletter crash at production settings: the mail a killed sender held waits out the real
// lease (51.6 s with the default deadlines) on the real clock, then goes out once. `npm test`
// checks the same crash on a production server with the lease shortened
// (e2e/newsletter-sending.spec.ts); this soak check costs a minute more.
const ROOT = path.resolve(__dirname, '../..');
const RECIPIENTS = 200;
const KILL_AT = 80;
// Every mail due at once: the pace is not what is checked here.
process.env.NEWSLETTER_RATE_PER_MINUTE = '10000';

let smtp: TestSmtp;
let sender: ChildProcess | null = null;
let phase: 'first run' | 'killing' | 'restarted' = 'first run';
let killed: Promise<unknown> = Promise.resolve();

// The sender is killed (SIGKILL: no clean-up of any kind) while it hands over mail number KILL_AT;
// the server answers that mail 451 only once the process is gone, so it was never accepted.
async function accept(received: number): Promise<boolean> {
  if (phase === 'restarted' || received < KILL_AT) return true;
  if (phase === 'first run' && sender) {
    phase = 'killing';
    const child = sender;
    killed = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
  }
  await killed;
  return false;
}

/** Runs the sending process on the real clock; resolves with its exit code or signal. */
function runSender() {
  const alias = JSON.stringify({ '@/': `${ROOT}/`, 'server-only': `${ROOT}/tests/setup/empty-module.ts` });
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/jiti/lib/jiti-cli.mjs'), path.join(__dirname, 'support/newsletter-sender.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, JITI_ALIAS: alias, SEND_AT: String(Date.now()), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  sender = child;
  return new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
}

beforeAll(async () => {
  smtp = await startTestSmtp({ accept });
  process.env.SMTP_URL = smtp.url;
  await connectDb();
});
afterAll(async () => {
  sender?.kill('SIGKILL');
  await smtp.stop();
  await (await connectDb()).disconnect();
});

describe('newsletter sending across a crash, at the production lease', () => {
  it('holds the mail the killed sender was handing over for the whole lease, then sends it once', async () => {
    expect(leaseMs()).toBe(51_600);
    await subscribers(RECIPIENTS, 'en', 'confirmed', 'reader-');
    const issue = await createIssue(issueInputSchema.parse(issueFields));
    // Queued twice, as two presses of Send or two instances would: still one row per recipient.
    await Promise.all([queueIssue(issue._id, 'editor'), queueIssue(issue._id, 'editor')]);
    expect(await OutboxMailModel.countDocuments({ issueId: issue._id })).toBe(RECIPIENTS);

    expect(await runSender()).toBe('SIGKILL');
    const killedAt = Date.now();
    expect(smtp.messages.length).toBe(KILL_AT);
    phase = 'restarted';

    // Restarted at once: everything but the leased mail goes out.
    expect(await runSender()).toBe('0');
    expect(smtp.messages.length).toBe(RECIPIENTS - 1);
    const held = await OutboxMailModel.findOne({ issueId: issue._id, status: 'pending' }).lean();
    expect(held!.lockedUntil.getTime()).toBeGreaterThan(killedAt);
    expect(held!.lockedUntil.getTime()).toBeLessThanOrEqual(killedAt + leaseMs());

    // Once the lease has run out on the real clock, a sender takes it and sends it once.
    await new Promise((resolve) => setTimeout(resolve, held!.lockedUntil.getTime() - Date.now() + 500));
    expect(await runSender()).toBe('0');
    const perRecipient = new Map<string, number>();
    for (const mail of smtp.messages)
      perRecipient.set(mail.envelope.to[0]!, (perRecipient.get(mail.envelope.to[0]!) ?? 0) + 1);
    expect(perRecipient.size).toBe(RECIPIENTS);
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
    expect(await OutboxMailModel.countDocuments({ issueId: issue._id, status: 'sent' })).toBe(RECIPIENTS);
    // Each mail's Message-ID is its outbox row's: a copy a crash could make twice would carry the same.
    const ids = new Set(smtp.messages.map((mail) => mail.headers['message-id']));
    expect(ids.size).toBe(RECIPIENTS);
    const row = await OutboxMailModel.findOne({ issueId: issue._id }).lean();
    expect(ids).toContain(`<${String(row!._id)}@sahla.ma>`);
  }, 240_000);
});
