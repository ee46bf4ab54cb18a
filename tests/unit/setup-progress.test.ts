import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aptRunner } from '@/tooling/services/apt.ts';
import { completeLockfile, platformOf } from '@/server/launcher/lockfile-platforms.ts';
import {
  finishedLine,
  formatDuration,
  isStillRunningLine,
  stillRunningLine,
  withProgress,
} from '@/server/launcher/progress.ts';
import {
  aptNeedsRootMessage,
  fetchFailureReason,
  goUnavailableMessage,
  moduleProxyMessage,
} from '@/server/launcher/setup-messages.ts';
import { findCommand, systemCommand } from '@/server/launcher/system-command.ts';

describe('progress on long set-up steps', () => {
  it('formats durations an operator reads at a glance', () => {
    expect(formatDuration(400)).toBe('0 s');
    expect(formatDuration(44_600)).toBe('45 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(stillRunningLine('ferretdb', 30_000)).toBe('[ferretdb] still working… 30 s so far');
    // A log replayed once its step is over (npm test's container preparation) drops the ticks only.
    const replayed = ['[container] building…', stillRunningLine('container', 15_000), '  [container] done in 20 s'];
    expect(replayed.filter((line) => !isStillRunningLine(line))).toEqual([
      '[container] building…',
      '  [container] done in 20 s',
    ]);
    expect(isStillRunningLine(`  ${stillRunningLine('compose', 2 * 60_000)}`)).toBe(true);
    expect(finishedLine('install', true, 61_000)).toBe('[install] done in 1 min 01 s');
    expect(finishedLine('install', false, 3_000)).toBe('[install] failed after 3 s');
  });

  it('says what starts, ticks while it runs, and ends with the duration', async () => {
    jest.useFakeTimers();
    let clock = 0;
    const lines: string[] = [];
    let finish!: () => void;
    const running = withProgress('ferretdb', 'building FerretDB', () => new Promise<void>((r) => (finish = r)), {
      log: (line) => lines.push(line),
      now: () => clock,
    });
    for (let tick = 0; tick < 3; tick += 1) {
      clock += 15_000;
      jest.advanceTimersByTime(15_000);
    }
    clock += 2_000;
    finish();
    await running;
    jest.useRealTimers();
    expect(lines).toEqual([
      '[ferretdb] building FerretDB…',
      '[ferretdb] still working… 15 s so far',
      '[ferretdb] still working… 30 s so far',
      '[ferretdb] still working… 45 s so far',
      '[ferretdb] done in 47 s',
    ]);
  });

  it('reports a failure with its duration and passes the error on', async () => {
    const lines: string[] = [];
    await expect(
      withProgress('go', 'fetching Go', () => Promise.reject(new Error('boom')), { log: (l) => lines.push(l) }),
    ).rejects.toThrow('boom');
    expect(lines).toEqual(['[go] fetching Go…', '[go] failed after 0 s']);
  });
});

describe('one sentence when the machine lacks what a first run needs', () => {
  const oneSentence = (text: string) => {
    expect(text).not.toContain('\n');
    expect(text.split(/[.!?]\s/)).toHaveLength(1);
  };

  it('no Go and no module proxy: install Go, or point at a binary or a MongoDB', () => {
    const text = goUnavailableMessage('https://proxy.golang.org', 'ENOTFOUND proxy.golang.org');
    oneSentence(text);
    expect(text).toMatch(/install Go 1\.24/);
    expect(text).toContain('ENOTFOUND proxy.golang.org');
    expect(text).toMatch(/FERRETDB_BIN.*MONGODB_URI/);
  });

  it('module proxy unreachable for the FerretDB download: names the proxy and GOPROXY', () => {
    const text = moduleProxyMessage('https://goproxy.example');
    oneSentence(text);
    expect(text).toContain('https://goproxy.example');
    expect(text).toContain('GOPROXY');
  });

  it('no root for apt-get: the exact command to run once', () => {
    const text = aptNeedsRootMessage(['fontconfig', 'fonts-dejavu-core'], 'The container-layout test');
    oneSentence(text);
    expect(text).toContain('`sudo apt-get install -y fontconfig fonts-dejavu-core`');
    expect(aptRunner({ isRoot: false, hasSudo: false })).toBeNull();
    expect(aptRunner({ isRoot: true, hasSudo: false })).toEqual(['apt-get', []]);
    expect(aptRunner({ isRoot: false, hasSudo: true })?.[1]).toContain('-n');
  });

  it('finds system programs outside PATH, and names the package of one that is nowhere', () => {
    // groupadd lives in /usr/sbin, which `PATH=/usr/local/bin:/usr/bin:/bin` leaves out.
    expect(findCommand('sh', '')).toMatch(/^\/(usr\/)?bin\/sh$/);
    const text = (() => {
      try {
        return systemCommand('sahla-no-such-program', 'sahla-tools');
      } catch (error) {
        return (error as Error).message;
      }
    })();
    oneSentence(text);
    expect(text).toContain('`apt-get install -y sahla-tools`');
  });

  it('names why a download failed from fetch’s error cause', () => {
    const error = Object.assign(new TypeError('fetch failed'), {
      cause: { code: 'ENOTFOUND', hostname: 'proxy.golang.org' },
    });
    expect(fetchFailureReason(error)).toBe('ENOTFOUND proxy.golang.org');
    expect(fetchFailureReason(new Error('HTTP 403'))).toBe('HTTP 403');
  });
});

// The bootstrap is plain JavaScript that Node 20 runs, without types (server/node-runtime.mjs says
// why): imported under a computed name, so TypeScript does not look for a declaration.
const BOOTSTRAP = '@/server/node-runtime.mjs';

describe('the Node.js the project runs on', () => {
  it('is one LTS major everywhere: engines, the Dockerfile, CI and the bootstrap', async () => {
    const { NODE_MAJOR, NODE_VERSION, isSupportedNode } = await import(BOOTSTRAP);
    const root = path.resolve(__dirname, '..', '..');
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${NODE_MAJOR}.0.0`);
    expect(read('Dockerfile')).toContain(`ARG NODE_IMAGE=docker.io/library/node:${NODE_VERSION}-bookworm-slim`);
    expect(read('.github/workflows/ci.yml')).toContain(`container: node:${NODE_VERSION}-bookworm`);
    expect(read('.ci/run')).toContain('server/node-runtime.mjs');
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode(`${NODE_MAJOR}.0.0`)).toBe(true);
  });
});

describe('a lockfile npm ci accepts on every platform', () => {
  it('reads the platform from a native package name', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@swc/core-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] });
    expect(platformOf('@unrs/resolver-binding-linux-riscv64-musl')).toEqual({
      os: ['linux'],
      cpu: ['riscv64'],
      libc: ['musl'],
    });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
  });

  it("adds each missing optional build once, and the project's lockfile has them all", () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/@next/swc': { version: '1.0.0', optionalDependencies: { '@next/swc-win32-x64-msvc': '1.0.0' } },
      },
    };
    expect(completeLockfile(lock)).toBe(1);
    expect(lock.packages).toHaveProperty(['node_modules/@next/swc-win32-x64-msvc'], {
      version: '1.0.0',
      optional: true,
      os: ['win32'],
      cpu: ['x64'],
    });
    expect(completeLockfile(lock)).toBe(0);
    const project = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package-lock.json'), 'utf8'));
    expect(completeLockfile(project)).toBe(0);
  });
});
