// Finds a Go toolchain for the one-time FerretDB build, or fetches golang.org/toolchain into the tool cache.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { downloadPinned, machineTrust, PinMismatchError } from './pinned-download.ts';
import { mustRun } from './processes.ts';
import { withProgress, type Log } from './progress.ts';
import { fetchFailureReason, goUnavailableMessage } from './setup-messages.ts';
import { findCommand } from './system-command.ts';
import { toolDir } from './tool-cache.ts';

// FerretDB 1.24.2's go.mod asks for go 1.24 (toolchain go1.24.3).
export const GO_TOOLCHAIN = 'go1.24.3';

function works(go: string): boolean {
  try {
    execFileSync(go, ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The first module proxy GOPROXY names (Go's default when unset). */
export function goProxy(value = process.env.GOPROXY): string {
  const first = (value || 'https://proxy.golang.org').split(/[,|]/)[0];
  return first === 'direct' || first === 'off' ? 'https://proxy.golang.org' : first;
}

async function unzip(zip: string, dest: string): Promise<void> {
  const unzipBin = findCommand('unzip');
  if (unzipBin) return mustRun(unzipBin, ['-q', '-o', zip, '-d', dest]);
  const python = findCommand('python3');
  if (python) return mustRun(python, ['-m', 'zipfile', '-e', zip, dest]);
  throw new Error(
    'neither unzip nor python3 is available to unpack the Go toolchain: install Go 1.24 (https://go.dev/dl/) or `apt-get install -y unzip`, and run this again',
  );
}

/** SHA-256 of each platform's toolchain zip as the module proxy serves it; unpinned platforms install Go 1.24. */
export const GO_TOOLCHAIN_SHA256: Record<string, string> = {
  'linux-amd64': '8a1b88943b81e6ac2e38890b492cf38f848909b867632f48f77caf83608cb107',
};

type FetchOptions = {
  log?: Log;
  /** The module proxy to fetch from; goProxy() when absent. */
  proxy?: string;
  /** `linux-amd64` or the like; this machine's when absent. */
  platform?: string;
  pins?: Record<string, string>;
};

function thisPlatform(): string {
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch] ?? process.arch;
  return `${process.platform}-${arch}`;
}

/** Downloads GO_TOOLCHAIN into `toolsDir`/go, checked against its pinned SHA-256 before it is unpacked. */
export async function fetchToolchain(toolsDir: string, options: FetchOptions = {}): Promise<void> {
  const { log = console.log, proxy = goProxy(), platform = thisPlatform(), pins = GO_TOOLCHAIN_SHA256 } = options;
  const sha256 = pins[platform];
  if (!sha256)
    throw new Error(
      `no pinned hash for the Go toolchain ${GO_TOOLCHAIN} on ${platform}, so none is downloaded: install Go 1.24 (https://go.dev/dl/) and run this again`,
    );
  const version = `v0.0.1-${GO_TOOLCHAIN}.${platform}`;
  const url = `${proxy.replace(/\/$/, '')}/golang.org/toolchain/@v/${version}.zip`;
  const zip = path.join(toolsDir, `${version}.zip`);
  const unpacked = path.join(toolsDir, 'go-unpack');
  await withProgress(
    'go',
    `fetching ${GO_TOOLCHAIN} (about 80 MB) from the Go module proxy into the tool cache`,
    async () => {
      const what = `the Go toolchain ${GO_TOOLCHAIN} (${platform}) from ${url}`;
      try {
        // 80 MB: a minute on a slow line; a stalled proxy fails here instead of hanging the run.
        await downloadPinned(url, zip, { what, sha256, ca: machineTrust(), timeoutMs: 600_000 });
      } catch (error) {
        if (error instanceof PinMismatchError) throw error;
        throw new Error(goUnavailableMessage(proxy, fetchFailureReason(error)));
      }
    },
    { log },
  );
  rmSync(unpacked, { recursive: true, force: true });
  await unzip(zip, unpacked);
  const root = path.join(unpacked, 'golang.org', `toolchain@${version}`);
  // Module zips keep no file modes: make the commands executable again.
  for (const dir of [
    path.join(root, 'bin'),
    ...readdirSync(path.join(root, 'pkg', 'tool')).map((d) => path.join(root, 'pkg', 'tool', d)),
  ]) {
    for (const file of readdirSync(dir)) chmodSync(path.join(dir, file), 0o755);
  }
  rmSync(path.join(toolsDir, 'go'), { recursive: true, force: true });
  renameSync(root, path.join(toolsDir, 'go'));
  rmSync(unpacked, { recursive: true, force: true });
  rmSync(zip, { force: true });
}

// One fetch per process: concurrent downloads into one folder would unpack over each other.
let fetching: Promise<string> | null = null;

/** GO_TOOLCHAIN's GOROOT in the tool cache, fetched from the Go module proxy the first time. */
export function cachedGoRoot(log: Log = console.log): Promise<string> {
  fetching ??= goRootOnce(log).finally(() => (fetching = null));
  return fetching;
}

async function goRootOnce(log: Log): Promise<string> {
  const toolsDir = toolDir('go', GO_TOOLCHAIN.replace(/^go/, ''));
  const go = path.join(toolsDir, 'go', 'bin', 'go');
  if (existsSync(go) && works(go)) return path.dirname(path.dirname(go));
  mkdirSync(toolsDir, { recursive: true });
  await fetchToolchain(toolsDir, { log });
  if (!works(go)) throw new Error(`the downloaded Go toolchain at ${go} does not run`);
  return path.dirname(path.dirname(go));
}

/** The path of a working `go` command: PATH, /usr/local/go, or a copy fetched into the tool cache. */
export async function findGo(log: Log = console.log): Promise<string> {
  for (const go of [process.env.GO, findCommand('go'), '/usr/local/go/bin/go'])
    if (go && existsSync(go) && works(go)) return go;
  return path.join(await cachedGoRoot(log), 'bin', 'go');
}
