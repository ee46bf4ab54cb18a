// Form-to-mail path (docs/mail.md#states), retried: the loop the outbox and issue workers run in.
import 'server-only';
import { errorReason, logError } from '@/lib/log/logger';

type Loop = {
  /** The log event of a failed run, e.g. `mail.worker_error`. */
  errorEvent: string;
  firstMs: number;
  pollMs: number;
  /** One unit of work; a throw only lengthens the pause. */
  run: () => Promise<void>;
};

const MAX_PAUSE_MS = 5 * 60_000;

/**
 * A background loop of mail work (the outbox, newsletter issues): runs `run` every `pollMs`; a
 * failing run (database or SMTP away) doubles the pause up to 5 min. Never throws and never keeps
 * the process alive (its timers are unref'd).
 */
export function startPolling({ errorEvent, firstMs, pollMs, run }: Loop): void {
  const schedule = (delayMs: number, failures: number) => {
    setTimeout(() => void tick(failures), delayMs).unref?.();
  };
  const tick = async (failures: number) => {
    try {
      await run();
      schedule(pollMs, 0);
    } catch (error) {
      const pause = Math.min(pollMs * 2 ** (failures + 1), MAX_PAUSE_MS);
      const reason = errorReason(error);
      logError(errorEvent, reason, { reason, retryInMs: pause });
      schedule(pause, failures + 1);
    }
  };
  schedule(firstMs, 0);
}
