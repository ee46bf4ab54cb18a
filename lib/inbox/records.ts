import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { deliverNow, processOutboxOnce, type DeliveryOutcome } from '@/lib/mail/outbox';
import { OutboxMailModel } from '@/models/outbox-mail';
import { LISTS, rowJson } from './lists';
import { mailStates } from './mail-state';
import type { InboxStatus, RecordList } from '@/lib/constants/inbox-status';

const NEVER = new Date(0);
const model = (list: RecordList) => LISTS[list].model;

export async function getRecord(list: RecordList, id: string) {
  await connectDb();
  const row = await model(list).findById(id).lean<Record<string, unknown> & { _id: never }>();
  if (!row) return null;
  const states = await mailStates([row._id]);
  return { ...rowJson(list, row), mail: states.get(String(row._id)) ?? { state: 'none' } };
}

export async function setRecordStatus(list: RecordList, id: string, status: InboxStatus): Promise<boolean> {
  await connectDb();
  const result = await model(list).updateOne({ _id: id }, { $set: { status } });
  return result.matchedCount === 1;
}

/** With its mail rows (the same personal data); false when unknown. */
export async function deleteRecord(list: RecordList, id: string): Promise<boolean> {
  await connectDb();
  const result = await model(list).deleteOne({ _id: id });
  if (result.deletedCount !== 1) return false;
  await OutboxMailModel.deleteMany({ refId: id });
  return true;
}

// Due now, unlocked and without the last error: the next claim takes it like a new mail.
const RESET = { status: 'pending' as const, nextAttemptAt: new Date(), lockedUntil: NEVER, lastError: '' };

/** Its newest outbox row; null when it has none. */
export async function resendRecordMail(list: RecordList, id: string): Promise<DeliveryOutcome | null> {
  await connectDb();
  if (!(await model(list).exists({ _id: id }))) return null;
  const row = await OutboxMailModel.findOne({ refId: id }).sort({ createdAt: -1 }).lean();
  if (!row) return null;
  await OutboxMailModel.updateOne({ _id: row._id }, { $set: { ...RESET, nextAttemptAt: new Date() } });
  return deliverNow(row._id);
}

export async function retryFailedMail(id?: string): Promise<{ reset: number; sent: number }> {
  await connectDb();
  const filter = id ? { _id: id, status: 'failed' as const } : { status: 'failed' as const };
  const reset = await OutboxMailModel.updateMany(filter, { $set: { ...RESET, nextAttemptAt: new Date() } });
  if (reset.modifiedCount === 0) return { reset: 0, sent: 0 };
  const run = await processOutboxOnce({ limit: 50 });
  return { reset: reset.modifiedCount, sent: run.sent };
}
