import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { expect, test } from '@playwright/test';
import { contactBody, requestFrom } from './support/peer-request';
import { systemCommand } from '../server/launcher/system-command.ts';

// The site as `npm start` and the container entrypoint run it (server/launcher/site.ts startSite:
// the supervised embedded database, then the server), on ports, folders and a copy of the build
// of this spec's own: the database is killed outright and must come back by itself.
const root = path.join(__dirname, '..');
const launcher = `
  import { stopAndExit, stopOnSignals } from ${JSON.stringify(path.join(root, 'server/launcher/processes.ts'))};
  import { startSite } from ${JSON.stringify(path.join(root, 'server/launcher/site.ts'))};
  stopOnSignals();
  try { await startSite({ serverDir: process.env.SERVER_DIR }); } catch (error) { console.error(error.message); await stopAndExit(1); }
`;
let run: ChildProcess | undefined;
let scratch = '';
const output: string[] = [];

async function freePort(): Promise<number> {
  const { freePort: find } = (await import('../server/launcher/ferretdb.ts')) as { freePort(): Promise<number> };
  return find();
}

function ferretdbPid(): number {
  const children = execFileSync(systemCommand('ps', 'procps'), ['-o', 'pid=,comm=', '--ppid', String(run!.pid)], {
    encoding: 'utf8',
  });
  const line = children.split('\n').find((l) => l.trim().endsWith('ferretdb'));
  if (!line) throw new Error(`no FerretDB child of the site launcher:\n${children}`);
  return Number(line.trim().split(/\s+/)[0]);
}

test.afterAll(async () => {
  if (run && run.exitCode === null) {
    const exited = new Promise((resolve) => run!.once('exit', resolve));
    run.kill('SIGTERM');
    await exited;
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a SIGKILLed database is restarted and forms store again within 15 s, with no site restart', async () => {
  test.setTimeout(240_000);
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-supervised-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverDir = path.join(scratch, 'standalone');
  // Relative links kept relative, as in e2e/support/own-site.ts.
  cpSync(path.join(root, '.next', 'standalone'), serverDir, { recursive: true, verbatimSymlinks: true });
  run = spawn(process.execPath, ['--input-type=module', '-e', launcher], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_DIR: serverDir,
      DATA_DIR: path.join(scratch, 'data'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      MONGODB_URI: '',
      SMTP_URL: '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'supervised-admin-password',
      JWT_SECRET: 'supervised-secret-that-is-at-least-32-characters',
    },
  });
  for (const stream of [run.stdout!, run.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const health = () =>
    fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
  await expect.poll(health, { timeout: 180_000, intervals: [1_000] }).toBe(200);
  const uri = /\[db\] embedded FerretDB (mongodb:\/\/\S+)/.exec(output.join(''))![1]!;
  const sitePid = run.pid;

  process.kill(ferretdbPid(), 'SIGKILL');
  const killedAt = Date.now();
  const send = (i: number) => requestFrom('127.0.0.3', `${base}/api/contact`, { body: contactBody(`kill-${i}`) });

  await expect.poll(health, { timeout: 15_000, intervals: [250] }).toBe(200);
  expect((await send(1)).status).toBe(200);
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    // Stored in the database itself, not only in the spool.
    const stored = () => conn.collection('contact_messages').countDocuments({ email: 'visitorkill-1@example.ma' });
    await expect.poll(stored, { timeout: Math.max(1_000, 15_000 - (Date.now() - killedAt)) }).toBe(1);
  } finally {
    await conn.close();
  }
  test.info().annotations.push({ type: 'recovery', description: `${Date.now() - killedAt} ms` });
  expect(run.pid).toBe(sitePid);
  expect(run.exitCode).toBeNull();
  const restart = output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === 'db.restart');
  expect(restart).toHaveLength(1);
  expect(restart[0]).toMatchObject({ level: 'warn', reason: 'SIGKILL', attempt: 1 });
});
