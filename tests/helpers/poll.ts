/**
 * Asks `read` every `everyMs` until it answers `wanted` or `timeoutMs` has passed, then answers
 * its last value: a test polls for the condition instead of sleeping for a fixed time.
 */
export async function pollFor<T>(read: () => Promise<T>, wanted: T, timeoutMs: number, everyMs = 200): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value === wanted || Date.now() >= until) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
