// Around every npm command (server/run.ts, tooling/run.ts): orderly stop, install, .env files, then the mode.
// Node built-ins only until the install: it may be the first run.
import { loadEnvFiles } from './env-file.ts';
import { ensureDependencies } from './install.ts';
import type { Log } from './progress.ts';
import { stopAndExit, stopOnSignals, stopWhenParentExits } from './processes.ts';

/** Runs modes[process.argv[2]]; `servers` are the modes for which a Ctrl-C stop is success. */
export async function runMode(
  script: string,
  modes: Record<string, () => Promise<void>>,
  { servers = [] as string[], log = ((line) => console.log(line)) as Log } = {},
): Promise<void> {
  const mode = process.argv[2];
  if (!Object.hasOwn(modes, mode)) {
    console.error(`usage: node ${script} <${Object.keys(modes).join('|')}>`);
    process.exit(2);
  }
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const exitCode = servers.includes(mode) ? 0 : 1;
  stopOnSignals({ log, exitCode });
  if (process.env.npm_lifecycle_event) stopWhenParentExits({ log, exitCode });
  try {
    await ensureDependencies({ log });
    loadEnvFiles({ dev: mode === 'dev', log });
    await modes[mode]();
  } catch (error) {
    console.error(`[sahla] ${mode} failed: ${(error as Error).message}`);
    await stopAndExit(1);
  }
}
