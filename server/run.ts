// The project's commands that run the site: `npm start`, `npm run dev`, `npm run seed`,
// `npm run backup`, `npm run restore`, `npm run reset-owner` (started through server/node-runtime.mjs, on Node 24).
// `npm test` and `npm run bench` are tooling/run.ts.
import path from 'node:path';
import { ensureBuild, standaloneDir } from './launcher/build.ts';
import { runMode } from './launcher/command-line.ts';
import { projectRoot } from './launcher/ferretdb.ts';
import { stopAndExit } from './launcher/processes.ts';
import { supervise } from './launcher/supervise.ts';
import { siteEnvironment, startSite } from './launcher/site.ts';
import { runBackup, runResetOwner, runSeed } from './launcher/tasks.ts';

const root = projectRoot();
const log = (line: string) => console.log(line);

await runMode(
  'server/run.ts',
  {
    async start() {
      await ensureBuild({ log });
      await startSite({ serverDir: standaloneDir(), log });
    },

    async dev() {
      const env = await siteEnvironment({ log });
      supervise(process.execPath, [path.join(root, 'server', 'serve.ts'), '--dev'], {
        cwd: root,
        env: { ...env, PORT: process.env.PORT || '3000', HOSTNAME: '127.0.0.1' },
        name: 'site (dev)',
        log,
      });
    },

    async seed() {
      await stopAndExit(await runSeed({ root, log }));
    },

    async backup() {
      await stopAndExit(await runBackup(root, ['backup', ...process.argv.slice(3)]));
    },

    async restore() {
      await stopAndExit(await runBackup(root, ['restore', ...process.argv.slice(3)]));
    },

    async 'reset-owner'() {
      await stopAndExit(await runResetOwner(root, process.argv.slice(3), log));
    },
  },
  { servers: ['start', 'dev'], log },
);
