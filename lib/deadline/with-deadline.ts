import { admit, answered, missed, retryAfterSeconds, settled, started, type Dependency } from './breaker';

export type { Dependency } from './breaker';

/** A service the site needs cannot be reached now (refused, reset, hung): routes answer 503. */
export class DependencyUnavailableError extends Error {
  readonly retryAfterSeconds = retryAfterSeconds();

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
  /** Asked at the deadline: true means past the point of no return (an SMTP message sent), so it is waited for. */
  holdOn?: () => boolean;
};

/**
 * Runs `work` against `dependency`, giving up after `ms` with a DeadlineError (the abandoned call is signalled
 * to stop); refused at once while the dependency's breaker is open or too many calls are in flight.
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
    // Judged after this turn's socket reads (setImmediate), so an answer that came in time while the
    // process was busy is not missed.
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
