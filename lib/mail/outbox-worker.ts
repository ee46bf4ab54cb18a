// Outbox worker: "queued"/"retried" → "sent" or "failed" (docs/mail.md, States).
import 'server-only';
import { outboxWorker } from '@sahla/process-state';
import { env } from '@/lib/config/env';
import { pendingMailCount, processOutboxOnce } from './outbox';
import { startPolling } from './poll-loop';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';

const FIRST_RUN_MS = 5_000;

// Started once per process, whichever bundle runs instrumentation (packages/process-state).
const holder = outboxWorker as { started?: boolean };

/** Starts the loop sending queued mail (once, from instrumentation.ts); idle in tests and `next build`. */
export function startOutboxWorker(): void {
  if (holder.started) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  holder.started = true;
  try {
    if (!env().SMTP_URL) {
      void reportIdle();
      return;
    }
  } catch (error) {
    const reason = errorReason(error);
    logError('mail.worker_not_started', reason, { reason });
    return;
  }
  const pollMs = env().OUTBOX_POLL_MS;
  startPolling({
    errorEvent: 'mail.worker_error',
    firstMs: Math.min(FIRST_RUN_MS, pollMs),
    pollMs,
    async run() {
      const run = await processOutboxOnce();
      if (run.sent || run.retried || run.failed) logInfo('mail.worker_run', 'outbox worker run', run);
    },
  });
}

async function reportIdle(): Promise<void> {
  let pending: number | undefined;
  try {
    pending = await pendingMailCount();
  } catch {
    // The count is only informative; the database may not be up yet.
  }
  const reason = 'SMTP_URL is not set; mail stays in the outbox';
  logWarn('mail.worker_idle', reason, { reason, pending });
}
