/**
 * Concurrent callers asking for the same key share one running load; nothing is kept once it
 * settles, so the next caller reads afresh. `forget` makes callers after a write start a new
 * load instead of joining one that began before it.
 */
export function sharedInFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, load: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing;
      const promise = load().finally(() => {
        if (running.get(key) === promise) running.delete(key);
      });
      running.set(key, promise);
      return promise;
    },
    forget(): void {
      running.clear();
    },
  };
}
