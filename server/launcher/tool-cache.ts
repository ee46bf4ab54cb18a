// Built and downloaded tools, one folder per tool and version outside the clone (`SAHLA_TOOLS_DIR`, else
// `${XDG_CACHE_HOME:-~/.cache}/sahla`), reused by every clone; server/node-runtime.mjs follows the same rule.
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
