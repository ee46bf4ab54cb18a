/**
 * How much of the recent past things were running: an exponentially weighted sum of their running
 * times over a window of about `windowMs`, as a share of it (0 = never; 1 = one of them all the
 * time; two at once count twice, so interleaved renders are never undercounted). O(1) per call
 * and no timers, so the render gate can ask it on every request. How many run is a step function
 * the caller sets (`set`): between two calls it is constant, so the decayed integral is exact.
 */
export function createShareMeter(windowMs: number, now: () => number) {
  let score = 0; // decayed milliseconds of activity; share = score / windowMs
  let at = now();
  let running = 0;

  function advance(): void {
    const t = now();
    const elapsed = t - at;
    if (elapsed <= 0) return;
    const kept = Math.exp(-elapsed / windowMs);
    score = score * kept + running * windowMs * (1 - kept);
    at = t;
  }

  return {
    /** Says how many run from now on. */
    set(count: number): void {
      advance();
      running = count;
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
