// Outbox rows and their claims: "queued" → "sent", "retried" or "failed" (docs/mail.md, States).
import 'server-only';
import type { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { env } from '@/lib/config/env';
import { OutboxClaimModel } from '@/models/outbox-claim';
import { OutboxMailModel, type OutboxMail, type PendingMail } from '@/models/outbox-mail';
import type { ComposedMail } from './compose';
import { sendOverSmtp, smtpConfigured, type Pace } from './transport';
import { bounces, isPermanentRefusal, markBounced } from './bounce';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';
import { isDuplicateKey } from '@/lib/db/errors';

/** How long a sender owns a claimed row: a whole send plus one step, and the two database writes (docs/resilience.md). */
export function leaseMs(): number {
  const { SMTP_TIMEOUT_MS, DB_TIMEOUT_MS } = env();
  return 5 * SMTP_TIMEOUT_MS + 2 * DB_TIMEOUT_MS;
}
/** About a day of attempts with the backoff below. */
export const MAX_ATTEMPTS = 30;
const NEVER = new Date(0);

/** OUTBOX_RETRY_BASE_MS (30 s), doubling, capped at 1 h between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(env().OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'queued' | 'busy';

export async function enqueueMail(kind: OutboxMail['kind'], refId: Types.ObjectId, mail: ComposedMail) {
  await connectDb();
  const { MAIL_FROM, MAIL_TO } = env();
  const row = await OutboxMailModel.create({ kind, refId, from: MAIL_FROM, ...mail, to: mail.to ?? MAIL_TO });
  return row._id;
}

/** Queues a record's `pendingMail` under the record's _id; a repeat is refused by the unique _id. */
export async function queueRecordMail(kind: OutboxMail['kind'], refId: Types.ObjectId, mail: PendingMail) {
  await connectDb();
  try {
    await OutboxMailModel.create({ _id: refId, kind, refId, ...mail });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return refId;
}

const CLAIM_RETENTION_MS = 24 * 60 * 60_000;

// Whoever inserts the claim `<id>#<attempt>` first owns that attempt; the unique _id refuses everyone else.
async function claim(filter: Record<string, unknown>, now: Date): Promise<OutboxMail | null> {
  const candidates = await OutboxMailModel.find({ ...filter, status: 'pending', lockedUntil: { $lte: now } })
    .sort({ nextAttemptAt: 1, _id: 1 })
    .limit(5)
    .lean();
  for (const row of candidates) {
    const attempts = await takeNextAttempt(row);
    if (attempts === null) continue;
    // The lease runs from the claim, not from the run's start (`now`): a long run must not hand its
    // last mails a lease that is already running out, or another sender could take one mid-send.
    const lockedUntil = new Date(Math.max(now.getTime(), Date.now()) + leaseMs());
    await OutboxMailModel.updateOne({ _id: row._id }, { $set: { attempts, lockedUntil } });
    return { ...row, attempts, lockedUntil };
  }
  return null;
}

async function takeNextAttempt(row: OutboxMail): Promise<number | null> {
  let attempts = row.attempts + 1;
  for (;;) {
    try {
      await OutboxClaimModel.create({ _id: `${String(row._id)}#${attempts}`, claimedAt: new Date() });
      return attempts;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (!(await releaseAbandonedClaim(row, attempts))) return null;
      attempts += 1;
    }
  }
}

// A sender that died between claim and lease would block the row: past a lease, count the attempt as made.
async function releaseAbandonedClaim(row: OutboxMail, attempts: number): Promise<boolean> {
  const existing = await OutboxClaimModel.findById(`${String(row._id)}#${attempts}`).lean();
  if (!existing || Date.now() - existing.claimedAt.getTime() < leaseMs()) return false;
  const fresh = await OutboxMailModel.findById(row._id).lean();
  if (!fresh || fresh.status !== 'pending' || fresh.attempts >= attempts) return false;
  await OutboxMailModel.updateOne({ _id: row._id }, { $set: { attempts, lockedUntil: NEVER } });
  return true;
}

/** The same Message-ID for every attempt at a row, so providers drop a duplicate (RFC 5322 §3.6.4). */
export function stableMessageId(mail: Pick<OutboxMail, '_id' | 'from'>): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(mail.from)?.[1] ?? 'localhost';
  return `<${String(mail._id)}@${domain}>`;
}

async function deliverClaimed(mail: OutboxMail, pace: Pace): Promise<DeliveryOutcome> {
  const mine = { _id: mail._id, lockedUntil: mail.lockedUntil };
  let messageId: string;
  try {
    messageId = await sendOverSmtp({ ...mail, messageId: stableMessageId(mail) }, pace);
  } catch (error) {
    if (bounces(mail) && isPermanentRefusal(error)) {
      await markBounced(mail, error);
      return 'failed';
    }
    const failed = mail.attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = new Date(Date.now() + backoffMs(mail.attempts));
    await OutboxMailModel.updateOne(mine, {
      $set: { status: failed ? 'failed' : 'pending', nextAttemptAt, lockedUntil: NEVER, lastError: errorReason(error) },
    });
    const reason = errorReason(error);
    const fields = {
      outboxId: String(mail._id),
      kind: mail.kind,
      attempts: mail.attempts,
      nextAttemptAt: failed ? undefined : nextAttemptAt.toISOString(),
      reason,
    };
    if (failed) logError('mail.failed', reason, fields);
    else logWarn('mail.retry_later', reason, fields);
    return failed ? 'failed' : 'retry';
  }
  const marked = await OutboxMailModel.updateOne(mine, {
    $set: { status: 'sent', sentAt: new Date(), messageId, lockedUntil: NEVER, lastError: '' },
  });
  if (marked.modifiedCount !== 1) {
    const reason = 'sent after its lease expired';
    logError('mail.lease_lost', reason, { outboxId: String(mail._id), reason });
  }
  logInfo('mail.sent', 'mail sent', { outboxId: String(mail._id), kind: mail.kind, attempts: mail.attempts });
  return 'sent';
}

/** Tries one stored mail while the visitor waits; the row stays until sent and the worker retries it. */
export async function deliverNow(id: Types.ObjectId): Promise<DeliveryOutcome> {
  if (!smtpConfigured()) {
    const reason = 'SMTP_URL is not set; mail kept in the outbox';
    logWarn('mail.queued', reason, { outboxId: String(id), reason });
    return 'queued';
  }
  const mail = await claim({ _id: id }, new Date());
  return mail ? deliverClaimed(mail, 'quick') : 'busy';
}

type OutboxRun = { sent: number; retried: number; failed: number };

export async function processOutboxOnce({ now = new Date(), limit = 50 } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  if (!smtpConfigured()) return run;
  await connectDb();
  const tried: Types.ObjectId[] = []; // one attempt per mail per run, even when `now` is in the future
  for (let i = 0; i < limit; i += 1) {
    const mail = await claim({ nextAttemptAt: { $lte: now }, _id: { $nin: tried } }, now);
    if (!mail) break;
    tried.push(mail._id);
    const outcome = await deliverClaimed(mail, 'patient');
    if (outcome === 'sent') run.sent += 1;
    else if (outcome === 'failed') run.failed += 1;
    else run.retried += 1;
  }
  await OutboxClaimModel.deleteMany({ claimedAt: { $lt: new Date(Date.now() - CLAIM_RETENTION_MS) } });
  return run;
}

export async function pendingMailCount(): Promise<number> {
  await connectDb();
  return OutboxMailModel.countDocuments({ status: 'pending' });
}

const QUICK_SEND_WAIT_MS = 5_000;

/** The first attempt while the visitor waits ("queued" → "sent"); a failed or slow one is the worker's to retry. */
export async function trySendingSoon(outboxId: Types.ObjectId, waitMs = QUICK_SEND_WAIT_MS): Promise<void> {
  const attempt = deliverNow(outboxId).catch((error: unknown) => {
    const reason = errorReason(error);
    logError('mail.attempt_error', reason, { outboxId: String(outboxId), reason });
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.min(waitMs, QUICK_SEND_WAIT_MS));
  });
  await Promise.race([attempt, wait]);
  clearTimeout(timer);
}
