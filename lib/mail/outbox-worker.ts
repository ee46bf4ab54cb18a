import 'server-only';
import { env } from '@/lib/config/env';
import { pendingMailCount, processOutboxOnce } from './outbox';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';

const POLL_MS = 15_000;
const FIRST_RUN_MS = 5_000;
const MAX_PAUSE_MS = 5 * 60_000;

const store = globalThis as typeof globalThis & { __outboxWorker?: boolean };

/**
 * Starts the background loop that sends queued mail (called once from instrumentation.ts).
 * It never throws and never keeps the process alive: every run is caught, a failing database or
 * SMTP server only lengthens the pause (doubling up to 5 min), and timers are unref'd. It does
 * nothing in tests (which drive processOutboxOnce themselves) or during `next build`.
 */
export function startOutboxWorker(): void {
  if (store.__outboxWorker) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  store.__outboxWorker = true;
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
  schedule(FIRST_RUN_MS, 0);
}

function schedule(delayMs: number, failures: number): void {
  const timer = setTimeout(() => void tick(failures), delayMs);
  timer.unref?.();
}

async function tick(failures: number): Promise<void> {
  try {
    const run = await processOutboxOnce();
    if (run.sent || run.retried || run.failed) logInfo('mail.worker_run', 'outbox worker run', run);
    schedule(POLL_MS, 0);
  } catch (error) {
    const pause = Math.min(POLL_MS * 2 ** (failures + 1), MAX_PAUSE_MS);
    const reason = errorReason(error);
    logError('mail.worker_error', reason, { reason, retryInMs: pause });
    schedule(pause, failures + 1);
  }
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
