// The build's routing table, for the request hook: which paths no route claims
// (lib/render-gate/unclaimed-paths.ts). Read once, from beside the standalone server.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unclaimedPathTest, type RoutesManifest } from '../../lib/render-gate/unclaimed-paths.ts';

/** `public/`'s files and folders as the paths they are served at (`/fonts/inter-latin.woff2`). */
function publicPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => `/${entry.split(path.sep).join('/')}`);
}

/**
 * The test for the standalone server in `serverDir`, or null where there is no build beside it
 * (`next dev`, a test's stand-in server): then no path is held for being unclaimed.
 */
export function loadUnclaimedPathTest(serverDir: string): ((pathname: string) => boolean) | null {
  try {
    const file = path.join(serverDir, '.next', 'routes-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as RoutesManifest;
    return unclaimedPathTest(manifest, publicPaths(path.join(serverDir, 'public')));
  } catch {
    return null;
  }
}
