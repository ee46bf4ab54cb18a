// Long set-up steps print a line at start, one every TICK_MS and a total at the end, so a first run is never silent.

/** Where a step's lines go: console.log, or a test's array. */
export type Log = (line: string) => void;

// Short enough that a watcher never wonders whether the run is stuck; long enough not to flood CI logs.
export const TICK_MS = 15_000;

/** "7 s", "2 min 05 s": how long a step took. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const STILL_WORKING = 'still working…';

/** The line printed while a step is still running. */
export function stillRunningLine(tag: string, elapsedMs: number): string {
  return `[${tag}] ${STILL_WORKING} ${formatDuration(elapsedMs)} so far`;
}

/** Whether a logged line is one of those ticks (dropped when a log is replayed afterwards). */
export const isStillRunningLine = (line: string) => /^\s*\[[^\]]+\] /.test(line) && line.includes(` ${STILL_WORKING} `);

/** The line printed when a step ends. */
export function finishedLine(tag: string, ok: boolean, elapsedMs: number): string {
  return ok ? `[${tag}] done in ${formatDuration(elapsedMs)}` : `[${tag}] failed after ${formatDuration(elapsedMs)}`;
}

/** Runs `work` with progress lines: `[tag] <what>…`, ticks, then `done in N s` or `failed after N s` (rethrown). */
export async function withProgress<T>(
  tag: string,
  what: string,
  work: () => Promise<T>,
  { log = console.log as Log, tickMs = TICK_MS, now = Date.now } = {},
): Promise<T> {
  const started = now();
  log(`[${tag}] ${what}…`);
  const ticker = setInterval(() => log(stillRunningLine(tag, now() - started)), tickMs);
  ticker.unref?.();
  try {
    const result = await work();
    log(finishedLine(tag, true, now() - started));
    return result;
  } catch (error) {
    log(finishedLine(tag, false, now() - started));
    throw error;
  } finally {
    clearInterval(ticker);
  }
}
