// The Docker image's entrypoint (PID 1): `npm start` without the install and build steps, which
// the image did at build time. Same code path as `npm start` (server/lib/site.ts): FerretDB
// from the image's .tools/ferretdb when MONGODB_URI is unset, then the standalone server beside this folder.
// SIGTERM from `docker stop` stops the server first and the database after it.
// `seed`, `backup [<folder>]` and `restore <folder>` run those tasks instead (server/lib/tasks.ts);
// `s3-bucket` creates S3_BUCKET when missing (server/lib/s3-bucket.ts), for compose.yaml.
import { projectRoot } from './lib/ferretdb.ts';
import { stopAndExit, stopOnSignals } from './lib/processes.ts';
import { startSite } from './lib/site.ts';
import { ensureBucket } from './lib/s3-bucket.ts';
import { runBackup, runSeed } from './lib/tasks.ts';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const [task = 'start', ...args] = process.argv.slice(2);
const root = projectRoot();
const tasks: Record<string, () => Promise<void>> = {
  start: () => startSite({ serverDir: root }),
  seed: async () => stopAndExit(await runSeed({ root })),
  backup: async () => stopAndExit(await runBackup(root, ['backup', ...args])),
  restore: async () => stopAndExit(await runBackup(root, ['restore', ...args])),
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
