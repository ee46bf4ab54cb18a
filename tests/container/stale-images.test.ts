import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineRun } from '@/tooling/container/engine';
import { buildSiteImage } from '@/tooling/container/site-image';
import { recordedImages, taggedImage } from '@/tooling/container/stale-images';
import { engine } from './support/containers';

// A build with a builder stage, built three times the way npm test builds the site image: a
// changed build must leave nothing of the one before in the store, and an unchanged one must
// still find its cache.
const IMAGE = 'localhost/sahla-stale-check:test';
const DOCKERFILE = `ARG NODE_IMAGE
FROM \${NODE_IMAGE} AS builder
COPY source.txt /source.txt
RUN cat /source.txt /source.txt > /built.txt
FROM \${NODE_IMAGE}
COPY --from=builder /built.txt /built.txt
`;
let context: string;

beforeAll(() => {
  context = mkdtempSync(path.join(os.tmpdir(), 'sahla-stale-'));
  writeFileSync(path.join(context, 'Dockerfile'), DOCKERFILE);
});
afterAll(async () => {
  rmSync(context, { recursive: true, force: true });
  // The last build's stages too: nothing else builds from them.
  for (const id of [IMAGE, ...recordedImages(IMAGE)])
    await engineRun(engine(), ['rmi', '--force', id]).catch(() => undefined);
});

async function buildWith(text: string) {
  const bases = JSON.parse(process.env.SAHLA_BASE_IMAGES ?? 'null');
  if (!bases) throw new Error('SAHLA_BASE_IMAGES is not set: run this through `npm test`');
  writeFileSync(path.join(context, 'source.txt'), text);
  await buildSiteImage(engine(), bases, { tag: IMAGE, context, log: () => undefined });
  const [id] = await taggedImage(engine(), IMAGE);
  return { id, store: await allImages() };
}

async function allImages(): Promise<string[]> {
  const out = await engineRun(engine(), ['images', '--all', '--quiet', '--no-trunc']);
  return out
    .split('\n')
    .map((line) => line.trim().replace(/^sha256:/, ''))
    .filter(Boolean);
}

it(
  'removes what an earlier build left and this one did not use, and keeps the cache of the last',
  async () => {
    const before = await allImages();
    const first = await buildWith(`first ${Date.now()}`);
    const secondText = `second ${Date.now()}`;
    const second = await buildWith(secondText);
    expect(second.id).not.toBe(first.id);
    // The first build's image and builder stage are gone, and the store is no larger than after it.
    const made = first.store.filter((id) => !before.includes(id));
    const removed = made.filter((id) => !second.store.includes(id));
    expect(removed.some((id) => id.startsWith(first.id))).toBe(true);
    expect(removed.length).toBeGreaterThanOrEqual(2);
    expect(second.store.length).toBeLessThanOrEqual(first.store.length);

    const again = await buildWith(secondText);
    expect(again.id).toBe(second.id);
    expect(again.store).toEqual(second.store);
  },
  10 * 60_000,
);
