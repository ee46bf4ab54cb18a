// Form-to-mail path (docs/mail.md#states), sent: the first attempt, while the visitor waits.
import 'server-only';
import type { Types } from 'mongoose';
import { errorReason, logError } from '@/lib/log/logger';
import { deliverNow } from './outbox';

/** Longest the visitor waits for the first send attempt; after that it finishes in the background. */
const QUICK_SEND_WAIT_MS = 5_000;

// The submission is already stored and its mail queued: a failed or slow first attempt is the
// worker's to retry, never the visitor's problem.
// `waitMs` is less when the caller has promised an answer sooner (a form's time budget).
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
