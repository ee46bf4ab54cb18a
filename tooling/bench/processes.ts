// Every process the benchmark starts is registered here, so that a normal end, an error,
// Ctrl-C or SIGTERM all stop them (servers, the database, nginx, Chromium, the load worker).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

interface Cleanup {
  name: string;
  stop: () => Promise<void>;
  /** Synchronous, the last resort on a sudden exit. */
  kill: () => void;
}

const cleanups: Cleanup[] = [];
let stopping: Promise<void> | null = null;

/** Registers something to stop; returns a function that unregisters it after a clean stop. */
export function track(name: string, stop: () => Promise<void>, kill = () => {}): () => Promise<void> {
  const entry = { name, stop, kill };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
    await stop();
  };
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal); // the whole group: nginx workers, Next's build workers
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Spawns a tracked child in its own process group (so a terminal's Ctrl-C reaches only us,
 * and we stop the child and all its descendants in order). Resolves nothing: use the handle.
 */
export function spawnTracked(name: string, command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.once('error', () => {});
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup(child.pid!, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const untrackAndStop = track(name, stop, () => killGroup(child.pid!, 'SIGKILL'));
  return { child, exited, stop: untrackAndStop };
}

/** Runs a command to completion (tracked while it runs); rejects on a non-zero exit. */
export async function runTracked(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<void> {
  const handle = spawnTracked(name, command, args, { stdio: 'inherit', ...options });
  const { code, signal } = await handle.exited;
  await handle.stop();
  if (code !== 0) throw new Error(`${name} failed (${signal ?? `exit ${code}`})`);
}

/** Stops everything still registered, newest first. Safe to call more than once. */
export function stopAll() {
  stopping ??= (async () => {
    while (cleanups.length) {
      const entry = cleanups.pop()!;
      try {
        await entry.stop();
      } catch (error) {
        console.error(`[bench] could not stop ${entry.name}: ${(error as Error).message}`);
        entry.kill();
      }
    }
  })();
  return stopping;
}

let interruptedBy: NodeJS.Signals | null = null;
/** The signal that is stopping the run, if any: errors after it are expected, not harness bugs. */
export const interrupted = () => interruptedBy;

let installed = false;
/** Ctrl-C / SIGTERM stop every child before exiting; a sudden exit kills what is left. */
export function installSignalHandlers() {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.once(signal, () => {
      interruptedBy = signal;
      console.error(`\n[bench] ${signal}: stopping everything it started…`);
      stopAll().finally(() => process.exit(code));
    });
  }
  process.once('exit', () => {
    for (const entry of cleanups.splice(0)) entry.kill();
  });
}

/** Polls a URL until it answers with an accepted status. */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 60_000,
    ok = (s: number) => s >= 200 && s < 400,
    child,
  }: { timeoutMs?: number; ok?: (status: number) => boolean; child?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${last})`);
}
