import { createGate, type YieldOptions } from '@/lib/render-gate/gate';
import { createShareMeter } from '@/lib/render-gate/share-meter';

// The gate while other visitors are being served: renders one at a time, within a share of the
// recent past, and a search that cannot start soon is refused instead of waiting (issue 31's
// flood row: `/` keeps 0.7x of its throughput while 50 connections send searches).
const yieldTo: YieldOptions = {
  recentMs: 1_000,
  share: 0.2,
  windowMs: 1_000,
  concurrency: 1,
  maxWaitMs: 40,
  queue: 64,
};

/** A gate on a clock the test moves (`clock.t`); `running` adds the real time passing to it. */
function clockedGate(over: Partial<YieldOptions> = {}, running = false) {
  const clock = { t: 10_000 };
  const gate = createGate({
    concurrency: 4,
    queue: 2,
    maxWaitMs: 1_000,
    leaseMs: 30_000,
    yieldTo: { ...yieldTo, ...over },
    now: () => clock.t + (running ? performance.now() : 0),
  });
  return { gate, clock };
}

describe('share meter', () => {
  it('measures the share of the last window a thing ran, decaying once it stops', () => {
    const clock = { t: 0 };
    const meter = createShareMeter(1_000, () => clock.t);
    meter.set(true);
    clock.t = 5_000;
    const full = 1 - Math.exp(-5); // five windows of running: 99.3%
    expect(meter.share()).toBeCloseTo(full, 9);
    meter.set(false);
    clock.t = 6_000;
    expect(meter.share()).toBeCloseTo(full * Math.exp(-1), 9);
    expect(meter.idleUntil(0.1)).toBeCloseTo(1_000 * Math.log((full * Math.exp(-1)) / 0.1), 6);
    expect(meter.idleUntil(0.5)).toBe(0);
  });

  it('counts 10 ms of work in every 50 ms as a fifth', () => {
    const clock = { t: 0 };
    const meter = createShareMeter(1_000, () => clock.t);
    for (let i = 0; i < 200; i += 1) {
      meter.set(true);
      clock.t += 10;
      meter.set(false);
      clock.t += 40;
    }
    expect(meter.share()).toBeGreaterThan(0.18);
    expect(meter.share()).toBeLessThan(0.22);
  });
});

describe('render gate beside other visitors', () => {
  it('runs searches as wide as its concurrency while nobody else is being served', async () => {
    const { gate } = clockedGate();
    const tickets = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(tickets.every(Boolean)).toBe(true);
  });

  it('runs one at a time while others are served, and refuses the next once its short wait ends', async () => {
    const { gate } = clockedGate();
    // (a lone search starts whatever the share; the next one waits for it)
    gate.noteOther();
    const first = await gate.enter();
    expect(first).toEqual(expect.any(String));
    const started = performance.now();
    expect(await gate.enter()).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(waited).toBeLessThan(500);
    expect(gate.stats()).toEqual({ running: 1, queued: 0 });
  });

  it('holds searches that contend to their share of the recent past, and lets them run again as it falls', async () => {
    const { gate, clock } = clockedGate();
    gate.noteOther();
    const ticket = (await gate.enter())!;
    clock.t += 500; // a render of half a second: 1 - e^-0.5 = 39% of the last second
    gate.leave(ticket);
    // A lone search still starts; the one beside it waits, and is refused: the share is spent.
    const lone = (await gate.enter())!;
    expect(lone).toEqual(expect.any(String));
    const beside = gate.enter();
    gate.leave(lone);
    expect(await beside).toBeNull();
    clock.t += 600; // 0.39 e^-0.6 = 0.22: still above a fifth
    gate.noteOther();
    const held = (await gate.enter())!;
    const next = gate.enter();
    gate.leave(held);
    expect(await next).toBeNull();
    clock.t += 100; // 0.19
    const again = (await gate.enter())!;
    const after = gate.enter();
    gate.leave(again);
    expect(await after).toEqual(expect.any(String));
  });

  it('gives the whole gate back once the other visitors have been quiet a while', async () => {
    const { gate, clock } = clockedGate();
    gate.noteOther();
    const ticket = (await gate.enter())!;
    clock.t += 500;
    gate.leave(ticket);
    clock.t += 1_001; // the last other request is over a second old
    const tickets = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(tickets.every(Boolean)).toBe(true);
  });

  it('wakes a waiting search once the share has fallen, with nothing else running to free it', async () => {
    const { gate, clock } = clockedGate({ windowMs: 50, maxWaitMs: 500 }, true);
    gate.noteOther();
    const first = (await gate.enter())!;
    const waiting = gate.enter();
    clock.t += 50; // the first ran a whole 50-ms window: 63% of it
    gate.leave(first); // the waiting one is not let in: the share is spent
    const started = performance.now();
    expect(await waiting).toEqual(expect.any(String));
    // e^(-t/50) * 0.63 = 0.2 at t = 57 ms: admitted by the gate's own timer, well before 500 ms.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(30);
    expect(waited).toBeLessThan(400);
  });
});
