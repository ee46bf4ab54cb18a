import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '@/server/launcher/ferretdb';
import { engineRun } from '@/tooling/container/engine';
import { buildSiteImage } from '@/tooling/container/site-image';
import { engine } from './support/containers';

// A developer's folder holds secrets and local data beside the sources: the image built from it
// must carry neither. The context is the project's tracked files plus a stray .env and data/;
// with .dockerignore right, every layer comes from the build cache of the image npm test built.
const MARKER = `stray-secret-${Date.now()}`;
const IMAGE = 'localhost/sahla-site:ignore-check';
let context: string;

beforeAll(() => {
  context = mkdtempSync(path.join(os.tmpdir(), 'sahla-context-'));
  const root = projectRoot();
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(context, file), { dereference: false });
  }
  writeFileSync(path.join(context, '.env'), `JWT_SECRET=${MARKER}\n`);
  writeFileSync(path.join(context, '.env.local'), `ADMIN_PASSWORD=${MARKER}\n`);
  mkdirSync(path.join(context, 'data', 'ferretdb'), { recursive: true });
  writeFileSync(path.join(context, 'data', 'ferretdb', 'sahla.sqlite'), MARKER);
});
afterAll(async () => {
  rmSync(context, { recursive: true, force: true });
  await engineRun(engine(), ['rmi', '--force', IMAGE]).catch(() => undefined);
});

it(
  'keeps a stray .env and data/ out of the image',
  async () => {
    const bases = JSON.parse(process.env.SAHLA_BASE_IMAGES ?? 'null');
    if (!bases) throw new Error('SAHLA_BASE_IMAGES is not set: run this through `npm test`');
    await buildSiteImage(engine(), bases, { tag: IMAGE, context, log: () => undefined });
    const found = await engineRun(engine(), [
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      IMAGE,
      '-c',
      `ls -a /app; grep -rlq '${MARKER}' /app /data 2>/dev/null && echo LEAKED; true`,
    ]);
    expect(found).toContain('server.js');
    expect(found).not.toMatch(/^\.env/m);
    expect(found).not.toMatch(/^data$/m);
    expect(found).not.toContain('LEAKED');
  },
  30 * 60_000,
);
