import { admit, answered, missed, retryAfterSeconds, settled, started, type Dependency } from './breaker';

export type { Dependency } from './breaker';

/** Refused, reset or hung: routes answer 503. */
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
  /** True at the deadline means past the point of no return (an SMTP message sent): it is waited for. */
  holdOn?: () => boolean;
};

/** Gives up after `ms` with a DeadlineError, signalling the call to stop; refused at once while the breaker is open. */
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
    // Judged after this turn's socket reads, so an answer that came in time while the process was busy counts.
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
