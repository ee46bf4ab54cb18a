/**
 * The site's rate limits count fixed windows of the clock (lib/rate-limit/hits.ts): hits sent
 * across a window's end are counted afresh after it, and a test counting up to a limit would meet
 * it late or not at all (in CI once: 6 contact forms at 13:44:58-59 and 5 at 13:45:00-02, all 11
 * let through by the 15-minute window). Waits, when less than `needMs` of the current window is
 * left, until the next one has begun.
 */
export async function startWithinOneWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
