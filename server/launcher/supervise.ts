// Runs the long-lived process of a mode (the site server, `next dev`) and ties its life to ours.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Log } from './progress.ts';
import { isStopping, onStop, stopAndExit, stopChild, track } from './processes.ts';

/** Starts the process in its own group, stopped before the database; its own end stops the rest with its code. */
export function supervise(
  command: string,
  args: string[],
  {
    env,
    cwd,
    name = 'server',
    log = console.log as Log,
    detached = true,
  }: { env: NodeJS.ProcessEnv; cwd: string; name?: string; log?: Log; detached?: boolean },
): ChildProcess {
  const child = track(spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached, env, cwd }));
  onStop(async () => {
    await stopChild(child, { graceMs: 10_000 });
    log(`[sahla] ${name} stopped`);
  });
  child.once('error', (error: Error) => {
    log(`[sahla] could not start the ${name}: ${error.message}`);
    stopAndExit(1);
  });
  child.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
    if (isStopping()) return;
    log(`[sahla] the ${name} ended (${signal ?? `exit code ${code}`})`);
    stopAndExit(code ?? 1);
  });
  return child;
}
