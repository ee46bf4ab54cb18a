export const TICK_MS: number;
export function formatDuration(ms: number): string;
export function stillRunningLine(tag: string, elapsedMs: number): string;
export function finishedLine(tag: string, ok: boolean, elapsedMs: number): string;
export function withProgress<T>(
  tag: string,
  what: string,
  work: () => Promise<T>,
  options?: { log?: (line: string) => void; tickMs?: number; now?: () => number },
): Promise<T>;
