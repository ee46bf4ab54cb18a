import 'server-only';
import type { Types } from 'mongoose';
import { OutboxMailModel, type OutboxMail } from '@/models/outbox-mail';

/** What the team sees about a record's mail: the detail view's "queued / sent at / failing / failed". */
export type MailState =
  | { state: 'none' }
  | { state: 'queued' | 'failing' | 'failed'; attempts: number; lastError: string; outboxId: string }
  | { state: 'sent'; sentAt: string; attempts: number; outboxId: string };

function stateOf(row: Pick<OutboxMail, '_id' | 'status' | 'attempts' | 'lastError' | 'sentAt'>): MailState {
  const outboxId = String(row._id);
  if (row.status === 'sent')
    return { state: 'sent', sentAt: (row.sentAt ?? new Date(0)).toISOString(), attempts: row.attempts, outboxId };
  const state = row.status === 'failed' ? 'failed' : row.lastError ? 'failing' : 'queued';
  return { state, attempts: row.attempts, lastError: row.lastError, outboxId };
}

/**
 * The mail state of each record, by record id: THE one place that knows how a record finds its
 * mail (today the outbox row whose refId is the record's _id, acknowledgements aside; the newest row wins after a resend).
 */
export async function mailStates(refIds: Types.ObjectId[]): Promise<Map<string, MailState>> {
  const rows = await OutboxMailModel.find(
    // A record's own mail; the visitor's acknowledgement shares its refId but is not it.
    { refId: { $in: refIds }, kind: { $ne: 'acknowledgement' } },
    { refId: 1, status: 1, attempts: 1, lastError: 1, sentAt: 1, createdAt: 1 },
  )
    .sort({ createdAt: 1 })
    .lean();
  const states = new Map<string, MailState>();
  for (const row of rows) states.set(String(row.refId), stateOf(row));
  return states;
}
