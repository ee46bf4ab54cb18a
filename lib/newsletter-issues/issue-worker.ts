import 'server-only';
import { issueWorker } from '@sahla/process-state';
import { env } from '@/lib/config/env';
import { logInfo } from '@/lib/log/logger';
import { startPolling } from '@/lib/mail/poll-loop';
import { queueDueIssues } from './send';

// Started once per process, whichever bundle runs instrumentation (packages/process-state).
const holder = issueWorker as { started?: boolean };

/** Queues due scheduled issues and finishes half-done sends; on every instance, as queuing is idempotent. */
export function startIssueWorker(): void {
  if (holder.started) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  holder.started = true;
  // A scheduled issue goes out within a round (ISSUE_POLL_MS) of its time; a half-queued one resumes as soon.
  const pollMs = env().ISSUE_POLL_MS;
  startPolling({
    errorEvent: 'newsletter.worker_error',
    firstMs: pollMs / 3,
    pollMs,
    async run() {
      const handled = await queueDueIssues();
      if (handled) logInfo('newsletter.issues_queued', 'newsletter issues queued', { handled });
    },
  });
}
