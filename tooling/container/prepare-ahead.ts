// `node tooling/container/prepare-ahead.ts <result.json> [<stage folder>]`: everything a container
// step needs before its first test, made by a process started beside the other steps at the lowest
// priority (tooling/test/container-ahead.ts). With a stage folder (`npm test`): the base images, the
// site image on the build just made, and compose's images and podman-compose; without (the soak set):
// the base images and the whole Dockerfile's build. On success it writes the engine, base images
// and image tag to the file.
import { writeFileSync } from 'node:fs';
import { stopOnSignals, stopWhenParentExits } from '../../server/launcher/processes.ts';
import { ensureCompose } from './compose-tool.ts';
import { prepareSiteImage } from './site-image.ts';
import { composeImages } from './stand-ins.ts';

const [resultFile, stage = ''] = process.argv.slice(2);
if (!resultFile) throw new Error('usage: node tooling/container/prepare-ahead.ts <result.json> [<stage folder>]');

const log = (line: string) => console.log(line);
// Stopped with npm test: a build nobody waits for must not run on (its commands are tracked children).
stopOnSignals({ log, exitCode: 1 });
stopWhenParentExits({ log, exitCode: 1 });
const { engine, bases, image } = await prepareSiteImage({ log, background: true, stage });
if (stage) {
  await ensureCompose(engine, { log });
  await composeImages(engine, { log });
}
writeFileSync(resultFile, JSON.stringify({ engine, bases, image }));
