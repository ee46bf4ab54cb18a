import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';
import { captureLogs, investorBody, postRequest } from '../helpers/form-request';

// The spool on a disk that fills up while the database hangs: a "received" promises a durable
// copy, so once the copy cannot be written the form must answer 503, never "received". The spool
// folder is a 64 KiB tmpfs (room for about fifteen entries of one 4 KiB page each), mounted by the
// test: CI runs as root. Without the mount the test fails and says why; it never skips.
jest.setTimeout(120_000);

const POSTS = 40;
let dir: string;
let spool: string;
let mounted = false;
let db: Awaited<ReturnType<typeof startFerretdb>>;
let investor: typeof import('@/app/api/email/send/route');
let replay: typeof import('@/lib/submissions/replay');
let inquiries: typeof import('@/models/investor-inquiry');

// Keys of a fixed form, so the test can name each post's record.
const key = (i: number) => `65f0aa00aa00aa00aa00${String(1000 + i).padStart(4, '0')}`;
const send = (i: number) =>
  investor.POST(postRequest('/api/email/send', investorBody(i, key(i)), { ip: `192.0.2.${(i % 250) + 1}` }));
const entries = () => readdirSync(spool).filter((name) => name.endsWith('.json') && !name.startsWith('.'));

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sahla-full-spool-'));
  spool = path.join(process.env.DATA_DIR!, 'spool');
  mkdirSync(spool, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', spool], { stdio: 'pipe' });
    mounted = true;
  } catch (error) {
    const reason = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(`cannot mount a 64 KiB tmpfs on the spool folder (${spool}): ${reason}; this test needs root`);
  }
  db = await startFerretdb({ dataDir: path.join(dir, 'db'), port: await freePort(), database: 'full', log: () => {} });
  process.env.MONGODB_URI = db.uri;
  investor = await import('@/app/api/email/send/route');
  replay = await import('@/lib/submissions/replay');
  inquiries = await import('@/models/investor-inquiry');
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  db?.child.kill('SIGCONT');
  const { connectDb } = await import('@/lib/db/connect');
  await (await connectDb().catch(() => null))?.disconnect();
  if (mounted) execFileSync('umount', [spool]);
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a full spool disk while the database hangs', () => {
  it('answers "received" only with an entry on disk, 503 at once when none can be written', async () => {
    // Connected first, as a running site is: the frozen database then hangs instead of refusing.
    expect((await send(0)).status).toBe(200);
    db.child.kill('SIGSTOP');
    const answers: { i: number; status: number; ms: number }[] = [];
    for (let i = 1; i <= POSTS; i += 1) {
      const started = performance.now();
      const { status } = await send(i);
      answers.push({ i, status, ms: performance.now() - started });
    }
    const received = answers.filter((a) => a.status === 200).map((a) => key(a.i));
    const refused = answers.filter((a) => a.status !== 200);
    const spooledKeys = entries().map((name) => JSON.parse(readFileSync(path.join(spool, name), 'utf8')).key);
    const maxMs = Math.round(Math.max(...answers.map((a) => a.ms)));
    console.log(
      JSON.stringify({ received: received.length, refused: refused.length, spooled: spooledKeys.length, maxMs }),
    );

    // The disk did fill, and every post after that was refused with a 503, quickly.
    expect(received.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([503]));
    expect(maxMs).toBeLessThan(3000);
    // Each "received" has its entry, and no entry is there without its "received".
    expect(spooledKeys.sort()).toEqual([...received].sort());

    // The database back: each received inquiry stored once, the spool emptied.
    db.child.kill('SIGCONT');
    let stored = 0;
    for (const until = Date.now() + 30_000; Date.now() < until && entries().length > 0;) {
      stored += await replay.replaySpool().catch(() => 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(entries()).toEqual([]);
    const keys = [key(0), ...received];
    expect(await inquiries.InvestorInquiryModel.countDocuments()).toBe(keys.length);
    expect(await inquiries.InvestorInquiryModel.countDocuments({ _id: { $in: keys } })).toBe(keys.length);
    expect(stored).toBe(received.length);
  });
});
