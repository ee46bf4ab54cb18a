import 'server-only';
import { logInfo } from '@/lib/log/logger';
import { startPolling } from '@/lib/mail/poll-loop';
import { queueDueIssues } from './send';

/** A scheduled issue goes out within this long of its time; a half-queued one resumes as soon. */
const POLL_MS = 30_000;

const store = globalThis as typeof globalThis & { __issueWorker?: boolean };

/** Queues due scheduled issues and finishes half-done sends; on every instance, as queuing is idempotent. */
export function startIssueWorker(): void {
  if (store.__issueWorker) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  store.__issueWorker = true;
  startPolling({
    errorEvent: 'newsletter.worker_error',
    firstMs: POLL_MS / 3,
    pollMs: POLL_MS,
    async run() {
      const handled = await queueDueIssues();
      if (handled) logInfo('newsletter.issues_queued', 'newsletter issues queued', { handled });
    },
  });
}
