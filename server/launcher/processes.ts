// Child processes that never outlive the script that started them, and one orderly stop.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { Log } from './progress.ts';

const children = new Set<ChildProcess>();
const cleanups: (() => unknown)[] = [];
let stopping: Promise<void> | null = null;

// Last line of defence (uncaught error, process.exit anywhere): nothing is left running.
process.on('exit', () => {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Remembers a child so a stop or an unexpected exit also ends it. */
export function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a command to completion; resolves with its exit code (signals count as failure). */
export function runCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: 'inherit', ...options }));
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and resolves with its standard output; rejects when it fails. */
export function captureCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options }));
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${[command, ...args].join(' ')} failed with exit code ${code}`)),
    );
  });
}

/** Like runCommand, but a non-zero exit becomes an error naming the command. */
export async function mustRun(command: string, args: string[], options?: SpawnOptions): Promise<void> {
  const code = await runCommand(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} failed with exit code ${code}`);
}

/** Asks a child to stop, then insists: resolves once it has exited. */
export function stopChild(
  child: ChildProcess,
  { signal = 'SIGTERM' as NodeJS.Signals, graceMs = 10_000 } = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/** Registers work for the orderly stop; it runs in reverse order of registration. */
export function onStop(fn: () => unknown): void {
  cleanups.push(fn);
}

export function isStopping() {
  return stopping !== null;
}

/** Runs every stop step once (last registered first), then exits with the given code. */
export function stopAndExit(code: number): Promise<void> {
  stopping ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`[sahla] while stopping: ${(error as Error).message}`);
      }
    }
    process.exit(code);
  })();
  return stopping;
}

/** Ctrl-C, SIGTERM (npm forwards it) and a closed terminal all lead to the orderly stop. */
export function stopOnSignals({ log = console.log as Log, exitCode = 0 } = {}): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!isStopping()) log(`[sahla] ${signal} received, stopping…`);
      stopAndExit(exitCode);
    });
  }
}

/** Under npm, stops once the npm process that started us is gone: a site nobody can Ctrl-C must not linger. */
export function stopWhenParentExits({ log = console.log as Log, exitCode = 0 } = {}): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid === parent || isStopping()) return;
    log('[sahla] the command that started this has ended, stopping…');
    stopAndExit(exitCode);
  }, 1000).unref();
}
