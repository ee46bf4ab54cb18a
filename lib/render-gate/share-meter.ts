/**
 * The share of about `windowMs` that things were running (exponentially weighted; two at once count
 * twice). O(1) and timer-free, exact because the caller sets the running count as a step function.
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
