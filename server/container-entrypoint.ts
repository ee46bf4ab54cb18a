// The Docker image's entrypoint (PID 1): `npm start`'s code path (server/launcher/site.ts) without install and build;
// `seed`, `backup`, `restore`, `reset-owner` (server/launcher/tasks.ts) and `s3-bucket` run those tasks instead.
import { projectRoot } from './launcher/ferretdb.ts';
import { stopAndExit, stopOnSignals } from './launcher/processes.ts';
import { startSite } from './launcher/site.ts';
import { ensureBucket } from './launcher/s3-bucket.ts';
import { runBackup, runResetOwner, runSeed } from './launcher/tasks.ts';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const [task = 'start', ...args] = process.argv.slice(2);
const root = projectRoot();
const tasks: Record<string, () => Promise<void>> = {
  start: () => startSite({ serverDir: root }),
  seed: async () => stopAndExit(await runSeed({ root })),
  backup: async () => stopAndExit(await runBackup(root, ['backup', ...args])),
  restore: async () => stopAndExit(await runBackup(root, ['restore', ...args])),
  'reset-owner': async () => stopAndExit(await runResetOwner(root, args)),
  's3-bucket': async () => {
    await ensureBucket();
    await stopAndExit(0);
  },
};
stopOnSignals();
if (!Object.hasOwn(tasks, task)) {
  console.error(`[sahla] unknown task "${task}": use ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}
try {
  await tasks[task]();
} catch (error) {
  console.error(`[sahla] ${task} failed: ${(error as Error).message}`);
  await stopAndExit(1);
}
