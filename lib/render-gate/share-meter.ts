/**
 * How much of the recent past something was running: an exponentially weighted share of time over
 * a window of about `windowMs` (0 = never, 1 = all the time). O(1) per call and no timers, so the
 * render gate can ask it on every request. Activity is a step function the caller sets (`set`):
 * between two calls it is constant, so the decayed integral is exact, not sampled.
 */
export function createShareMeter(windowMs: number, now: () => number) {
  let score = 0; // decayed milliseconds of activity; share = score / windowMs
  let at = now();
  let active = false;

  function advance(): void {
    const t = now();
    const elapsed = t - at;
    if (elapsed <= 0) return;
    const kept = Math.exp(-elapsed / windowMs);
    score = score * kept + (active ? windowMs * (1 - kept) : 0);
    at = t;
  }

  return {
    /** Says whether the thing runs from now on. */
    set(running: boolean): void {
      advance();
      active = running;
    },
    share(): number {
      advance();
      return score / windowMs;
    },
    /** Milliseconds of idleness until the share falls to `limit` (0 if it is there already). */
    idleUntil(limit: number): number {
      const share = this.share();
      return share <= limit ? 0 : windowMs * Math.log(share / limit);
    },
  };
}

export type ShareMeter = ReturnType<typeof createShareMeter>;
