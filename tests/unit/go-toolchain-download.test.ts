import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { fetchToolchain, GO_TOOLCHAIN, GO_TOOLCHAIN_SHA256 } from '@/server/launcher/go.ts';
import { checkingGoEnv } from '@/server/launcher/go-checksums.ts';
import { downloadPinned } from '@/server/launcher/pinned-download.ts';

// A toolchain-shaped module zip, served by a real HTTP server standing in for the module proxy.
const VERSION = `v0.0.1-${GO_TOOLCHAIN}.linux-amd64`;
const ZIP_PATH = `/golang.org/toolchain/@v/${VERSION}.zip`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let scratch: string;
let zip: Buffer;
let served: Buffer;
let requests = 0;
let proxy: http.Server;
let proxyUrl: string;

function makeToolchainZip(dir: string): Buffer {
  const root = path.join(dir, 'src', 'golang.org', `toolchain@${VERSION}`);
  mkdirSync(path.join(root, 'bin'), { recursive: true });
  mkdirSync(path.join(root, 'pkg', 'tool', 'linux_amd64'), { recursive: true });
  writeFileSync(path.join(root, 'bin', 'go'), `#!/bin/sh\necho "go version ${GO_TOOLCHAIN} linux/amd64"\n`);
  writeFileSync(path.join(root, 'pkg', 'tool', 'linux_amd64', 'compile'), '#!/bin/sh\n');
  const file = path.join(dir, 'toolchain.zip');
  execFileSync('python3', ['-m', 'zipfile', '-c', file, 'golang.org'], { cwd: path.join(dir, 'src') });
  return readFileSync(file);
}

const listen = (server: http.Server | https.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'go-download-'));
  zip = makeToolchainZip(scratch);
  proxy = http.createServer((request, response) => {
    requests++;
    if (request.url === ZIP_PATH) response.end(served);
    else response.writeHead(404).end();
  });
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
});

afterAll(() => {
  proxy.closeAllConnections();
  proxy.close();
  rmSync(scratch, { recursive: true, force: true });
});

const freshDir = () => mkdtempSync(path.join(scratch, 'tools-'));
const options = { log: () => {}, platform: 'linux-amd64' };

describe('the Go toolchain download', () => {
  it('pins the linux-amd64 toolchain zip by its SHA-256', () => {
    expect(GO_TOOLCHAIN_SHA256['linux-amd64']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('unpacks the file whose hash is the pinned one, and the go command runs', async () => {
    served = zip;
    const tools = freshDir();
    await fetchToolchain(tools, { ...options, proxy: proxyUrl, pins: { 'linux-amd64': sha256(zip) } });
    expect(execFileSync(path.join(tools, 'go', 'bin', 'go'), ['version'], { encoding: 'utf8' })).toContain(
      GO_TOOLCHAIN,
    );
    expect(readdirSync(tools)).toEqual(['go']);
  });

  it('refuses a file with one byte changed, naming both hashes, and unpacks nothing', async () => {
    served = Buffer.from(zip);
    served[served.length - 30] ^= 0xff;
    const tools = freshDir();
    const fetching = fetchToolchain(tools, { ...options, proxy: proxyUrl, pins: { 'linux-amd64': sha256(zip) } });
    await expect(fetching).rejects.toThrow(`expected ${sha256(zip)}, got ${sha256(served)}`);
    expect(readdirSync(tools)).toEqual([]);
  });

  it('downloads nothing for a platform without a pinned hash, and says to install Go', async () => {
    const before = requests;
    const tools = freshDir();
    const fetching = fetchToolchain(tools, { ...options, platform: 'linux-arm64', proxy: proxyUrl, pins: {} });
    await expect(fetching).rejects.toThrow(/no pinned hash .* linux-arm64.*install Go 1\.24/);
    expect(requests).toBe(before);
    expect(readdirSync(tools)).toEqual([]);
  });
});

describe('the trust a download adds', () => {
  it('is given to its own request only: the process trusts nothing new afterwards', async () => {
    const cert = path.join(scratch, 'cert.pem');
    const key = path.join(scratch, 'key.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    const server = https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (_, response) =>
      response.end(zip),
    );
    const url = `https://127.0.0.1:${await listen(server)}${ZIP_PATH}`;
    const defaults = tls.getCACertificates('default');
    const agentOptions = { ...https.globalAgent.options };
    const rejectSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    try {
      const file = path.join(scratch, 'over-tls.zip');
      const ca = [readFileSync(cert, 'utf8')];
      await downloadPinned(url, file, { what: 'a test file', sha256: sha256(zip), ca, timeoutMs: 10_000 });
      expect(sha256(readFileSync(file))).toBe(sha256(zip));
      expect(tls.getCACertificates('default')).toEqual(defaults);
      expect(https.globalAgent.options).toEqual(agentOptions);
      expect(process.env.NODE_TLS_REJECT_UNAUTHORIZED).toBe(rejectSetting);
      // Any other request from this process still refuses the certificate the download trusted.
      await expect(fetch(url, { signal: AbortSignal.timeout(10_000) })).rejects.toThrow();
      await expect(
        downloadPinned(url, path.join(scratch, 'untrusted.zip'), { what: 'x', sha256: sha256(zip), timeoutMs: 10_000 }),
      ).rejects.toThrow(/self-signed|self signed/i);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('Go builds', () => {
  it('run with the checksum database on, whatever the machine switched off', () => {
    const env = checkingGoEnv({
      GOSUMDB: 'off',
      GONOSUMDB: '*',
      GONOSUMCHECK: '1',
      GOPRIVATE: 'github.com',
      GOINSECURE: '*',
      GOFLAGS: '-insecure -buildvcs=false',
      GOPROXY: 'https://proxy.example',
    });
    expect(env).toMatchObject({
      GOSUMDB: 'sum.golang.org',
      GOFLAGS: '-buildvcs=false',
      GOPROXY: 'https://proxy.example',
    });
    for (const name of ['GONOSUMDB', 'GOPRIVATE', 'GOINSECURE'] as const) expect(env[name]).toBe('sahla.invalid');
    expect(env.GONOSUMCHECK).toBeUndefined();
    expect(checkingGoEnv({ GOSUMDB: 'sum.golang.google.cn' }).GOSUMDB).toBe('sum.golang.google.cn');
  });
});
