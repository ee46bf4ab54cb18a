import { admit, answered, missed, RETRY_AFTER_SECONDS, settled, started, type Dependency } from './breaker';

export type { Dependency } from './breaker';

/** A service the site needs cannot be reached now (refused, reset, hung): routes answer 503. */
export class DependencyUnavailableError extends Error {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(
    readonly dependency: Dependency,
    message: string,
  ) {
    super(message);
    this.name = 'DependencyUnavailableError';
  }
}

/** A call to `dependency` that missed its deadline, or was refused at once because it keeps missing them. */
export class DeadlineError extends DependencyUnavailableError {
  constructor(
    dependency: Dependency,
    readonly ms: number,
    readonly refused: boolean,
  ) {
    super(
      dependency,
      refused
        ? `${dependency} keeps missing its ${ms} ms deadline; call refused at once`
        : `${dependency} did not answer within its ${ms} ms deadline`,
    );
    this.name = 'DeadlineError';
  }
}

export function isDeadlineError(error: unknown, dependency?: Dependency): error is DeadlineError {
  return error instanceof DeadlineError && (!dependency || error.dependency === dependency);
}

export function isDependencyUnavailable(error: unknown): error is DependencyUnavailableError {
  return error instanceof DependencyUnavailableError;
}

export type DeadlineOptions = {
  /**
   * Asked when the deadline passes: true means the call is past its point of no return (the
   * server already has the whole of an SMTP message), so giving up could do it twice; it is then
   * waited for, bounded by its client's own timeouts.
   */
  holdOn?: () => boolean;
};

/**
 * Runs `work` against `dependency` and gives up after `ms`: the caller gets a DeadlineError and
 * moves on (spool, in-memory limit, 503), while the abandoned call is told to stop through the
 * signal and otherwise ends on its client's own timeout. Calls are refused at once, without
 * starting, while the dependency's breaker is open or too many calls to it are in flight.
 */
export async function withDeadline<T>(
  dependency: Dependency,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  options: DeadlineOptions = {},
): Promise<T> {
  const admission = admit(dependency);
  if (!admission) throw new DeadlineError(dependency, ms, true);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let over = false;
  started(dependency);
  const running = Promise.resolve()
    .then(() => work(controller.signal))
    .finally(() => settled(dependency));
  const deadline = new Promise<never>((_, reject) => {
    // Judged after this turn's socket reads (setImmediate runs after them; due timers run before):
    // a process busy past the deadline, rendering, may hold an answer that came in time unread. One
    // way an admin list met a 503 at 402 ms (token check 400) in a full end-to-end run.
    timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!over && !options.holdOn?.()) reject(new DeadlineError(dependency, ms, false));
        }),
      ms,
    );
  });
  try {
    const value = await Promise.race([running, deadline]);
    answered(dependency, admission);
    return value;
  } catch (error) {
    if (isDeadlineError(error)) {
      missed(dependency, admission);
      controller.abort(error);
      // The abandoned call may still fail later; nobody waits for it any more.
      running.catch(() => undefined);
    } else {
      answered(dependency, admission);
    }
    throw error;
  } finally {
    over = true;
    clearTimeout(timer);
  }
}
