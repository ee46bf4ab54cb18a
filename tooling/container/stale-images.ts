// What image builds leave in the engine's store: each build's builder stages (about 1.3 GB for the
// site image) and the image a new build untags. The ids a build of a tag made or took from cache are
// kept in the tool cache; the next build of that tag removes the ones it did not use, so the store
// holds one build's worth per tag, and the last build stays the next one's cache.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toolCacheRoot } from '../../server/launcher/tool-cache.ts';
import { engineRun, type Engine } from './engine.ts';

// podman's build log names images by their first 11 hex digits.
const SHORT_ID = 11;

/** The id of the image `tag` names, or none. */
export async function taggedImage(engine: Engine, tag: string): Promise<string[]> {
  const out = await engineRun(engine, ['image', 'inspect', '--format', '{{.Id}}', tag]).catch(() => '');
  return out.trim()
    ? [
        out
          .trim()
          .replace(/^sha256:/, '')
          .slice(0, SHORT_ID),
      ]
    : [];
}

/** The image ids a build's log names on its `-->` lines (podman/buildah: made or taken from cache). */
export function idsInBuildLog(buildLog: string): string[] {
  const ids = [...buildLog.matchAll(/^(?:\[[^\]]*\] )?--> (?:Using cache )?([0-9a-f]{11,64})\b/gm)];
  return [...new Set(ids.map((match) => match[1].slice(0, SHORT_ID)))];
}

function recordOf(tag: string): string {
  return path.join(toolCacheRoot(), 'image-builds', `${tag.replace(/[^a-zA-Z0-9.-]+/g, '_')}.txt`);
}

/** The ids the last build of `tag` made or used. */
export function recordedImages(tag: string): string[] {
  try {
    return readFileSync(recordOf(tag), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * After a build of `tag`: removes what the previous build of it made (and the image the tag named
 * before, `previous`) that this build did not use; untagged parents go with them, and an image
 * still in use stays. Records this build's ids for the next one. Returns how many were removed.
 */
export async function removeStaleImages(engine: Engine, tag: string, previous: string[], buildLog: string) {
  const used = new Set([...idsInBuildLog(buildLog), ...(await taggedImage(engine, tag))]);
  let removed = 0;
  for (const id of new Set([...recordedImages(tag), ...previous])) {
    if (used.has(id)) continue;
    await engineRun(engine, ['rmi', id]).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  mkdirSync(path.dirname(recordOf(tag)), { recursive: true });
  writeFileSync(recordOf(tag), `${[...used].join('\n')}\n`);
  return removed;
}
