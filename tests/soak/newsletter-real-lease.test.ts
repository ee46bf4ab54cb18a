import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { connectDb } from '@/lib/db/connect';
import { leaseMs } from '@/lib/mail/outbox';
import { queueIssue } from '@/lib/newsletter-issues/send';
import { createIssue } from '@/lib/newsletter-issues/store';
import { issueInputSchema } from '@/lib/newsletter-issues/schema';
import { OutboxMailModel } from '@/models/outbox-mail';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { issueFields, subscribers } from './support/newsletter';

const ROOT = path.resolve(__dirname, '../..');
const RECIPIENTS = 200;
const KILL_AT = 80;

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

/** Runs the sending process with its clock at `at`; resolves with its exit code or signal. */
function runSender(at: number) {
  const alias = JSON.stringify({ '@/': `${ROOT}/`, 'server-only': `${ROOT}/tests/setup/empty-module.ts` });
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/jiti/lib/jiti-cli.mjs'), path.join(__dirname, 'support/newsletter-sender.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, JITI_ALIAS: alias, SEND_AT: String(at), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
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

describe('newsletter sending across a crash', () => {
  it('gives every one of 200 recipients exactly one mail when the sender is killed mid-way and restarted', async () => {
    await subscribers(RECIPIENTS, 'en', 'confirmed', 'reader-');
    const issue = await createIssue(issueInputSchema.parse(issueFields));
    // Queued twice, as two presses of Send or two instances would: still one row per recipient.
    await Promise.all([queueIssue(issue._id, 'editor'), queueIssue(issue._id, 'editor')]);
    expect(await OutboxMailModel.countDocuments({ issueId: issue._id })).toBe(RECIPIENTS);

    // Every paced mail is due an hour from now (200 at 60 a minute need under 4 minutes).
    const hourLater = Date.now() + 60 * 60_000;
    expect(await runSender(hourLater)).toBe('SIGKILL');
    expect(smtp.messages.length).toBe(KILL_AT);
    phase = 'restarted';

    // The restarted sender's clock is past the dead one's lease on the mail it was sending.
    expect(await runSender(hourLater + leaseMs() + 60_000)).toBe('0');
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
  }, 120_000);
});
