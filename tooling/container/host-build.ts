// npm test's site image: the real Dockerfile's runtime stage, with its `build` and `ferretdb` stages
// replaced by folders holding what `npm test` has already made (the Next build and the FerretDB
// binary in the tool cache), so the image takes seconds instead of npm ci, next build and a Go build
// again. The Dockerfile's own full build is the soak set's (tooling/test/soak-mode.ts).
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretdb, projectRoot } from '../../server/launcher/ferretdb.ts';
import { SERVER_DIRS, standaloneDir } from '../../server/launcher/build.ts';

export const HOST_BUILD_IMAGE = 'localhost/sahla-site:host-build';

// What the build itself makes at the top of the standalone folder: never in the build context, so
// .dockerignore (which lists node_modules and .next for the host's own) does not apply to them.
const BUILD_OUTPUTS = new Set(['.next', 'node_modules', 'server.js']);

/** The named build contexts for `buildSiteImage` that `stageHostBuild(into)` fills. */
export function hostBuildContexts(into: string): Record<string, string> {
  return { build: path.join(into, 'build'), ferretdb: path.join(into, 'ferretdb') };
}

/**
 * Copies the build into `into` as the Dockerfile's stages hold it (build: /app/…, ferretdb:
 * /tools/ferretdb). A copy, taken before any server runs: a server clears caches in the standalone
 * folder it starts from.
 *
 * Next's file tracing puts project files (docs, tests, tooling) at the top of the standalone
 * folder; the Dockerfile's build never sees them, because .dockerignore keeps them out of its
 * context. The same rules leave them out here, at the top level, where .dockerignore's patterns apply.
 */
export async function stageHostBuild(into: string): Promise<Record<string, string>> {
  const root = projectRoot();
  // Loaded when called: `npm test` imports this module before it installs the npm packages.
  const { default: ignore } = await import('ignore');
  const ignored = ignore().add(readFileSync(path.join(root, '.dockerignore'), 'utf8'));
  const contexts = hostBuildContexts(into);
  const app = path.join(contexts.build, 'app');
  const standalone = path.join(app, '.next', 'standalone');
  mkdirSync(standalone, { recursive: true });
  for (const entry of readdirSync(standaloneDir())) {
    if (!BUILD_OUTPUTS.has(entry) && ignored.ignores(entry)) continue;
    cpSync(path.join(standaloneDir(), entry), path.join(standalone, entry), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  // The folders the runtime stage copies from the build stage besides the standalone output.
  for (const dir of SERVER_DIRS) cpSync(path.join(root, dir), path.join(app, dir), { recursive: true });
  const tools = path.join(contexts.ferretdb, 'tools');
  mkdirSync(tools, { recursive: true });
  cpSync(await ensureFerretdb({ log: () => undefined }), path.join(tools, 'ferretdb'));
  return contexts;
}
