// The Docker image's entrypoint (PID 1): `npm start` without the install and build steps, which
// the image did at build time. Same code path as `npm start` (scripts/lib/site.mjs): FerretDB
// from .tools/ferretdb when MONGODB_URI is unset, then the standalone server beside this folder.
// SIGTERM from `docker stop` stops the server first and the database after it.
import { projectRoot } from './lib/ferretdb.mjs';
import { stopAndExit, stopOnSignals } from './lib/processes.mjs';
import { startSite } from './lib/site.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
stopOnSignals();
try {
  await startSite({ serverDir: projectRoot() });
} catch (error) {
  console.error(`[sahla] start failed: ${error.message}`);
  await stopAndExit(1);
}
