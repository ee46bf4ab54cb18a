import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '@/server/seed.ts';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { needsBuild, standaloneDir } from '../../server/launcher/build.ts';
import { freePort, startFerretdb } from '../../server/launcher/ferretdb.ts';
import { localServerEnv, serverArgs } from '../../server/launcher/site.ts';
import { startToxiproxy, type FaultProxy, type Toxiproxy } from '../../tooling/services/toxiproxy.ts';
import { mixedLoad, type LoadForm, type LoadRun } from '../helpers/mixed-load';
import { settledRss } from '../helpers/settled-rss';
import { storedOnce } from '../helpers/stored-once';

// The one-minute load of 50 connections (the generator of e2e/soak/load.spec.ts) against the production
// server, whose database sits behind Toxiproxy: once with 500 ms added to every database answer,
// once with the database stalled for the middle 20 s. No submission answered "received" may be
// lost, no answer may take 5 s, and the memory the site holds must come back to where it was.
jest.setTimeout(480_000);

const SECONDS = 60;
// The 50 connections are opened in one instant, and a Node server whose event loop is busy takes
// one new connection per turn of the loop (measured, Node 20 and 24 alike: with turns of 300 ms,
// 20 connections opened at once were taken one each 100 ms). Here up to 40 were taken in the
// first 250 ms, then one to three per 250-400 ms turn, the last 0.8-5.9 s after the start (6
// runs), and a request waiting there was the run's slowest answer (4.3-6.3 s, pages or forms, in
// 6 of 12 runs) whatever the database did. So the minute is measured after the first 10 s of
// load, once every connection is in, and the faults are placed within that minute.
const ARRIVAL_SECONDS = 10;
const CONNECTIONS = 50;
const FORM_CONNECTIONS = 5;
const FORMS_PER_SECOND = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spool = () => path.join(scratch, 'data', 'spool');
let scratch: string;
let db: Awaited<ReturnType<typeof startFerretdb>>;
let toxiproxy: Toxiproxy;
let dbProxy: FaultProxy;
let site: ChildProcess;
let base: string;
let postPage: string;
let inspectPort: number;
let output = '';

beforeAll(async () => {
  if (needsBuild()) throw new Error('the production build is missing or stale: `npm test` builds it before jest');
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sahla-load-faults-'));
  [db, toxiproxy] = await Promise.all([
    startFerretdb({ dataDir: path.join(scratch, 'db'), port: await freePort(), database: 'site', log: () => {} }),
    startToxiproxy(),
  ]);
  dbProxy = await toxiproxy.proxy('ferretdb', db.port);
  await seed({ uri: db.uri, uploadDir: path.join(scratch, 'uploads'), log: () => undefined });
}, 300_000);

// A server of its own for each run, compared with its own start after a warm-up: second on one
// server, the stall run's RSS stayed at 566-620 MB for 60 s (3 runs of 3); first, its 605 MB came
// back to 195 within 10 s, like the latency run's 550 MB (210 after 15 s).
async function startSite() {
  output = '';
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = localServerEnv({
    port,
    uri: `mongodb://127.0.0.1:${dbProxy.port}/site`,
    dataDir: path.join(scratch, 'data'),
    uploadDir: path.join(scratch, 'uploads'),
    secret: 'load-faults-secret-that-is-at-least-32-characters',
    admin: { username: 'admin', password: 'load-faults-admin-password' },
  });
  // The test is the proxy in front: each post names its own visitor address. The inspector, on
  // 127.0.0.1 for this test only, is how settledRss asks for a full collection.
  inspectPort = await freePort();
  site = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, ...serverArgs(standaloneDir())], {
    cwd: standaloneDir(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, TRUSTED_PROXIES: '127.0.0.1' },
  });
  for (const stream of [site.stdout!, site.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk));
  for (const until = Date.now() + 90_000; ; await sleep(500)) {
    if (site.exitCode !== null || Date.now() > until) throw new Error(`the site did not start:\n${output}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.status === 200) break;
  }
  const posts = (await (await fetch(`${base}/api/blogs?lang=en&limit=1`)).json()) as { slug: string }[];
  postPage = `/blog/${posts[0].slug}`;
  // Ten seconds of the same load with nothing wrong: the pages rendered and cached, the code
  // compiled and the heap grown to its working size, as on a site that has been visited.
  const warmup = await load(10);
  expect(warmup.pages.result.non2xx + warmup.forms.result.non2xx).toBe(0);
  await storedOnce(db.uri, spool(), warmup.forms.received);
}

async function stopSite() {
  if (site?.exitCode === null) await new Promise((resolve) => site.once('exit', resolve).kill('SIGTERM'));
}

afterAll(async () => {
  await dbProxy?.heal().catch(() => undefined);
  await stopSite();
  await Promise.all([db?.stop(), toxiproxy?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

const CONTACT = { name: 'Visitor', subject: 'support', message: 'A question about the platform.' };
const INVESTOR = {
  firstName: 'Investor',
  lastName: 'Tazi',
  phone: '+212 600 000 000',
  investment: '$50,000',
  title: 'Seed',
};
// Each post with a key of its own (the record's _id) and a mail address of its own.
const form = (kind: string, path: string, fields: Record<string, string>): LoadForm => ({
  kind,
  path,
  body: () => {
    const key = newSubmissionKey();
    return { ...fields, email: `${kind}-${key}@example.ma`, idempotencyKey: key };
  },
  id: (body) => body.idempotencyKey,
});
const forms = [form('contact', '/api/contact', CONTACT), form('investor', '/api/email/send', INVESTOR)];

// Page views on 45 connections as fast as the site answers, form posts on the other 5 at 5 a
// second (300 a minute). Fifty connections posting as fast as the spool answers wrote 12,783
// posts in the minute, which the replay (about 12 a second into FerretDB here) needs 18 minutes
// to store; 300 a minute is still 18,000 an hour, far beyond any real day of this site.
async function load(seconds: number, measureAfterSeconds = 0): Promise<{ pages: LoadRun; forms: LoadRun }> {
  const run = { url: base, seconds, measureAfterSeconds };
  const [pages, posts] = await Promise.all([
    mixedLoad({ ...run, connections: CONNECTIONS - FORM_CONNECTIONS, steps: ['/', '/ar', '/blog', postPage] }),
    mixedLoad({ ...run, connections: FORM_CONNECTIONS, overallRate: FORMS_PER_SECOND, steps: forms }),
  ]);
  return { pages, forms: posts };
}

async function faultRun(fault: { during: (elapsed: number) => Promise<void>; at: number[] }) {
  const server = { pid: site.pid!, inspectPort };
  const { mb: start } = await settledRss(server);
  const logFrom = output.length;
  const faults = fault.at.map((s) => sleep((ARRIVAL_SECONDS + s) * 1000).then(() => fault.during(s)));
  const run = await load(ARRIVAL_SECONDS + SECONDS, ARRIVAL_SECONDS);
  await Promise.all(faults);
  await dbProxy.heal();
  const after = await storedOnce(db.uri, spool(), run.forms.received);
  const end = await settledRss(server, start);
  const figures = Object.fromEntries(
    Object.entries(run).map(([name, { result, measured, statuses }]) => {
      const { answers, ...latencyMs } = measured;
      return [
        name,
        { requests: result.requests.total, answers, latencyMs, arrivalMaxMs: result.latency.max, statuses },
      ];
    }),
  );
  const events = (name: string) => output.slice(logFrom).split(name).length - 1;
  const log = { spooled: events('form.spooled'), replayed: events('spool.replayed'), opened: events('deadline.open') };
  console.log(JSON.stringify({ ...figures, rssMb: { start, ...end }, log, ...after }));
  for (const { result, measured } of [run.pages, run.forms]) {
    const { errors, timeouts, non2xx } = result;
    expect({ errors, timeouts, non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(measured.answers).toBeGreaterThan(0);
    expect(measured.max).toBeLessThan(5000);
  }
  expect(after.spooled).toBe(0);
  for (const c of Object.values(after.counts)) {
    expect(c.received).toBeGreaterThan(0);
    expect(c).toEqual({ received: c.received, records: c.received, addresses: c.received, mails: c.received });
  }
  expect(Math.abs(end.mb - start) / start).toBeLessThan(0.2);
  return log;
}

describe(`${CONNECTIONS} connections for ${SECONDS} s with the database behind a fault proxy`, () => {
  it('500 ms added to every database answer: nothing lost, nothing slow, memory back', async () => {
    await startSite();
    const log = await faultRun({ at: [0], during: () => dbProxy.delay(500) }).finally(stopSite);
    expect(log.spooled).toBeGreaterThan(0); // the slow database reached the forms: posts went to the spool
  });

  it('the database stalled for the middle 20 s: nothing lost, nothing slow, memory back', async () => {
    await startSite();
    const stall = { at: [20, 40], during: (s: number) => (s === 20 ? dbProxy.stall() : dbProxy.heal()) };
    const log = await faultRun(stall).finally(stopSite);
    // The stall reached the forms: some posts were answered from the spool.
    expect(log.spooled).toBeGreaterThan(0);
  });
});
