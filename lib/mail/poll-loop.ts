// The loop the outbox and issue workers run in: "retried" (docs/mail.md, States).
import 'server-only';
import { errorReason, logError } from '@/lib/log/logger';

type Loop = {
  errorEvent: string;
  firstMs: number;
  pollMs: number;
  run: () => Promise<void>;
};

const MAX_PAUSE_MS = 5 * 60_000;

/** Runs `run` every `pollMs`; a failing run doubles the pause up to 5 min. Never throws; timers are unref'd. */
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
