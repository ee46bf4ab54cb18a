// `node tooling/container/prepare-ahead.ts <result.json>`: everything the container step needs
// before its first test (the base images, the site image from the real Dockerfile, compose's images
// and podman-compose), made by a process npm test starts beside jest at the lowest priority
// (tooling/test/container-ahead.ts). On success it writes the engine and base images to the file.
import { writeFileSync } from 'node:fs';
import { stopOnSignals, stopWhenParentExits } from '../../server/launcher/processes.ts';
import { ensureCompose } from './compose-tool.ts';
import { prepareSiteImage } from './site-image.ts';
import { composeImages } from './stand-ins.ts';

const [resultFile] = process.argv.slice(2);
if (!resultFile) throw new Error('usage: node tooling/container/prepare-ahead.ts <result.json>');

const log = (line: string) => console.log(line);
// Stopped with npm test: a build nobody waits for must not run on (its commands are tracked children).
stopOnSignals({ log, exitCode: 1 });
stopWhenParentExits({ log, exitCode: 1 });
const { engine, bases } = await prepareSiteImage({ log, background: true });
await ensureCompose(engine, { log });
await composeImages(engine, { log });
writeFileSync(resultFile, JSON.stringify({ engine, bases }));
