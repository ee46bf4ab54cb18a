// The build's routing table, read once for the front door's unclaimed paths (lib/render-gate/unclaimed-paths.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unclaimedPathTest, type RoutesManifest } from '../../lib/render-gate/unclaimed-paths.ts';

/** `public/`'s files and folders as the paths they are served at (`/fonts/inter-latin.woff2`). */
function publicPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => `/${entry.split(path.sep).join('/')}`);
}

/** The test for the standalone server in `serverDir`, or null with no build beside it (nothing then held). */
export function loadUnclaimedPathTest(serverDir: string): ((pathname: string) => boolean) | null {
  try {
    const file = path.join(serverDir, '.next', 'routes-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest;
    return unclaimedPathTest(manifest, publicPaths(path.join(serverDir, 'public')));
  } catch {
    return null;
  }
}
