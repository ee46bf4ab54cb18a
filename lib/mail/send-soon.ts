// First send attempt while the visitor waits: "queued" → "sent" (docs/mail.md, States).
import 'server-only';
import type { Types } from 'mongoose';
import { errorReason, logError } from '@/lib/log/logger';
import { deliverNow } from './outbox';

const QUICK_SEND_WAIT_MS = 5_000;

// A failed or slow first attempt is the worker's to retry; `waitMs` is less when a form's budget is shorter.
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
