import { once } from 'node:events';
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { admit, answered, missed } from '@/lib/deadline/breaker';
import { DeadlineError, withDeadline } from '@/lib/deadline/with-deadline';

// A TCP peer that answers 'pong' 20 ms after each connection, and posts its port.
const PEER = `
  const { parentPort } = require('node:worker_threads');
  const server = require('node:net').createServer((socket) => setTimeout(() => socket.end('pong'), 20));
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

const never = () => new Promise<never>(() => undefined);

describe('withDeadline', () => {
  it('hands back what the call answers in time', async () => {
    await expect(withDeadline('s3', 200, async () => 'stored')).resolves.toBe('stored');
  });

  it('gives up on a hung call after its deadline, and tells the call to stop', async () => {
    let aborted = false;
    const started = performance.now();
    const call = withDeadline('s3', 100, (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return never();
    });
    await expect(call).rejects.toThrow(new DeadlineError('s3', 100, false));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
  });

  it('takes an answer that came in time though the process was busy when its deadline passed', async () => {
    // A peer in another thread answers 20 ms after the connection, while this thread is busy (a
    // long render) until past the 50-ms deadline: the answer waits in the socket when the timer
    // comes due, and Node runs due timers before it reads sockets.
    const peer = new Worker(PEER, { eval: true });
    const [port] = (await once(peer, 'message')) as [number];
    try {
      const call = withDeadline('smtp', 50, async () => {
        const [reply] = await once(connect(port, '127.0.0.1'), 'data');
        return String(reply);
      });
      await new Promise((resolve) => setTimeout(resolve, 5)); // connected; the answer on its way
      await new Promise((resolve) => setImmediate(resolve)); // busy after this turn's socket reads
      const busyUntil = performance.now() + 150;
      while (performance.now() < busyUntil);
      await expect(call).resolves.toBe('pong');
    } finally {
      await peer.terminate();
    }
  });

  it('refuses calls at once, without starting them, after three missed deadlines', async () => {
    for (let i = 0; i < 3; i += 1) await withDeadline('redis', 20, never).catch(() => undefined);
    let ran = false;
    const started = performance.now();
    await expect(withDeadline('redis', 20, async () => (ran = true))).rejects.toMatchObject({ refused: true });
    expect(performance.now() - started).toBeLessThan(15);
    expect(ran).toBe(false);
  });
});

describe('the breaker', () => {
  it('lets one probe through after the 5 s cool-off, and closes when it answers', () => {
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) missed('smtp', 'call', now);
    expect(admit('smtp', now + 4_999)).toBe(false);
    expect(admit('smtp', now + 5_000)).toBe('probe');
    expect(admit('smtp', now + 5_001)).toBe(false); // nobody else while it runs
    answered('smtp', 'probe');
    expect(admit('smtp', now + 5_002)).toBe('call');
  });

  it('opens again for another cool-off when the probe misses too', () => {
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) missed('database', 'call', now);
    expect(admit('database', now + 5_000)).toBe('probe');
    missed('database', 'probe', now + 6_000);
    expect(admit('database', now + 10_999)).toBe(false);
    expect(admit('database', now + 11_000)).toBe('probe');
    answered('database', 'probe', now + 11_500);
  });

  it('opens when misses come between calls answered in time (a slow database, not a hung one)', () => {
    const now = Date.now() + 60_000;
    for (let i = 0; i < 3; i += 1) {
      answered('database', 'call', now + i * 100);
      expect(admit('database', now + i * 100)).toBe('call');
      missed('database', 'call', now + i * 100 + 50);
    }
    expect(admit('database', now + 400)).toBe(false);
  });

  it('stays closed for a few misses among many answers, and forgets misses older than 10 s', () => {
    const now = Date.now() + 120_000;
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 7; j += 1) answered('s3', 'call', now);
      missed('s3', 'call', now);
    }
    expect(admit('s3', now)).toBe('call'); // 3 misses of 24 calls
    answered('s3', 'call', now + 10_000);
    for (let i = 0; i < 2; i += 1) missed('s3', 'call', now + 10_000);
    expect(admit('s3', now + 10_000)).toBe('call');
  });

  it('does not close on a late answer to a call let in before it opened', () => {
    const now = Date.now() + 180_000;
    for (let i = 0; i < 3; i += 1) missed('smtp', 'call', now);
    answered('smtp', 'call', now + 100);
    expect(admit('smtp', now + 200)).toBe(false);
  });
});
