// Keeps the embedded database running: restarted on the same port and files, so the driver reconnects.
import { freePort, startFerretdb, type FerretdbOptions } from './ferretdb.ts';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
// A run that stayed up this long was healthy: the next failure starts the backoff over.
const HEALTHY_AFTER_MS = 60_000;

/** One JSON line on stderr, shaped like the site's own log lines (lib/log/logger.ts). */
function logLine(level: string, event: string, message: string, fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, message, ...fields })}\n`);
}

/** Starts FerretDB and restarts it on any exit but our stop, backing off 0.5 s up to 30 s, logging `db.restart`. */
export async function superviseFerretdb({ port, ...options }: FerretdbOptions) {
  const listenPort = port ?? (await freePort());
  let current = await startFerretdb({ ...options, port: listenPort });
  let stopped = false;
  let failures = 0;
  let upSince = Date.now();

  const watch = () =>
    current.child.once(
      'exit',
      (code: number | null, signal: NodeJS.Signals | null) => void restart(signal ?? `exit code ${code}`),
    );

  async function restart(reason: string): Promise<void> {
    if (stopped) return;
    if (Date.now() - upSince > HEALTHY_AFTER_MS) failures = 0;
    const delayMs = Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS);
    failures += 1;
    logLine('warn', 'db.restart', 'the embedded FerretDB exited; restarting it', {
      reason,
      attempt: failures,
      delayMs,
      port: listenPort,
    });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (stopped) return;
    try {
      current = await startFerretdb({ ...options, port: listenPort });
    } catch (error) {
      return restart((error as Error).message);
    }
    upSince = Date.now();
    if (stopped) return current.stop();
    watch();
  }

  watch();
  return {
    uri: current.uri,
    port: listenPort,
    pid: () => current.child.pid,
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
}
