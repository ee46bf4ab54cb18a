import 'server-only';
import type { Types } from 'mongoose';
import { OutboxMailModel, type OutboxMail } from '@/models/outbox-mail';

/** The detail view's "queued / sent at / failing / failed". */
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

/** The one place that knows how a record finds its mail: the newest outbox row with its refId, acknowledgements aside. */
export async function mailStates(refIds: Types.ObjectId[]): Promise<Map<string, MailState>> {
  const rows = await OutboxMailModel.find(
    { refId: { $in: refIds }, kind: { $ne: 'acknowledgement' } },
    { refId: 1, status: 1, attempts: 1, lastError: 1, sentAt: 1, createdAt: 1 },
  )
    .sort({ createdAt: 1 })
    .lean();
  const states = new Map<string, MailState>();
  for (const row of rows) states.set(String(row.refId), stateOf(row));
  return states;
}
