import 'server-only';
import { errorReason, logError, logInfo } from '@/lib/log/logger';
import { queueDueIssues } from './send';

/** A scheduled issue goes out within this long of its time; a half-queued one resumes as soon. */
const POLL_MS = 30_000;
const MAX_PAUSE_MS = 5 * 60_000;

const store = globalThis as typeof globalThis & { __issueWorker?: boolean };

/**
 * Starts the loop that queues due scheduled issues and finishes sends an instance left half-done
 * (called once at start-up). Every instance runs it: queuing is idempotent, so two at once add
 * each mail once. Never throws; a failing database lengthens the pause (doubling up to 5 min).
 */
export function startIssueWorker(): void {
  if (store.__issueWorker) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  store.__issueWorker = true;
  schedule(POLL_MS / 3, 0);
}

function schedule(delayMs: number, failures: number): void {
  setTimeout(() => void tick(failures), delayMs).unref?.();
}

async function tick(failures: number): Promise<void> {
  try {
    const handled = await queueDueIssues();
    if (handled) logInfo('newsletter.issues_queued', 'newsletter issues queued', { handled });
    schedule(POLL_MS, 0);
  } catch (error) {
    const pause = Math.min(POLL_MS * 2 ** (failures + 1), MAX_PAUSE_MS);
    const reason = errorReason(error);
    logError('newsletter.worker_error', reason, { reason, retryInMs: pause });
    schedule(pause, failures + 1);
  }
}
