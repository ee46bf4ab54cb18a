// Where built and downloaded tools live (FerretDB, versitygw, the Go toolchain that builds them):
// outside the clone, one folder per tool and version, so a second clone or a clean one reuses them
// instead of spending minutes on the same build. `SAHLA_TOOLS_DIR` moves the whole cache;
// otherwise it is `${XDG_CACHE_HOME:-~/.cache}/sahla`. server/node-runtime.mjs, which cannot
// import TypeScript, puts Node itself in the same place by the same rule.
import os from 'node:os';
import path from 'node:path';

export function toolCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SAHLA_TOOLS_DIR) return path.resolve(env.SAHLA_TOOLS_DIR);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'sahla');
}

/** The folder of one tool at one version, e.g. ~/.cache/sahla/ferretdb-1.24.2. */
export function toolDir(tool: string, version: string): string {
  return path.join(toolCacheRoot(), `${tool}-${version}`);
}
