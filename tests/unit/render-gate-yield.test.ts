import { createGate, type YieldOptions } from '@/lib/render-gate/gate';
import { createShareMeter } from '@/lib/render-gate/share-meter';

// The gate while other visitors are being served: renders keep within a share of the recent past,
// and once it is spent a search that cannot start soon is refused instead of waiting (issue 31's
// flood row: `/` keeps 0.7x of its throughput while 50 connections send searches).
const yieldTo: YieldOptions = { recentMs: 1_000, share: 0.2, windowMs: 1_000, maxWaitMs: 40, queue: 64 };

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

/** Spends the share: one render of `ms` while others are served (500 ms: 1 - e^-0.5 = 39%). */
async function spend(gate: ReturnType<typeof clockedGate>['gate'], clock: { t: number }, ms: number) {
  gate.noteOther();
  const ticket = (await gate.enter())!;
  clock.t += ms;
  gate.leave(ticket);
}

describe('share meter', () => {
  it('measures the share of the last window a thing ran, decaying once it stops', () => {
    const clock = { t: 0 };
    const meter = createShareMeter(1_000, () => clock.t);
    meter.set(1);
    clock.t = 5_000;
    const full = 1 - Math.exp(-5); // five windows of running: 99.3%
    expect(meter.share()).toBeCloseTo(full, 9);
    meter.set(0);
    clock.t = 6_000;
    expect(meter.share()).toBeCloseTo(full * Math.exp(-1), 9);
    expect(meter.idleUntil(0.1)).toBeCloseTo(1_000 * Math.log((full * Math.exp(-1)) / 0.1), 6);
    expect(meter.idleUntil(0.5)).toBe(0);
  });

  it('counts 10 ms of work in every 50 ms as a fifth, and two at once twice', () => {
    const clock = { t: 0 };
    const meter = createShareMeter(1_000, () => clock.t);
    for (let i = 0; i < 200; i += 1) {
      meter.set(1);
      clock.t += 10;
      meter.set(0);
      clock.t += 40;
    }
    expect(meter.share()).toBeGreaterThan(0.18);
    expect(meter.share()).toBeLessThan(0.22);
    meter.set(2);
    clock.t += 100;
    expect(meter.share()).toBeGreaterThan(0.2 * Math.exp(-0.1) + 2 * (1 - Math.exp(-0.1)) - 0.03);
  });
});

describe('render gate beside other visitors', () => {
  it('runs searches as wide as its concurrency while the share is not spent, others or not', async () => {
    const { gate } = clockedGate();
    const alone = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(alone.every(Boolean)).toBe(true);
    for (const ticket of alone) gate.leave(ticket!);
    gate.noteOther();
    const beside = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(beside.every(Boolean)).toBe(true);
  });

  it('runs searches one at a time once half the share is used, none refused while it lasts', async () => {
    const { gate, clock } = clockedGate();
    await spend(gate, clock, 150); // 1 - e^-0.15 = 14%: over half of a fifth, under the fifth
    gate.noteOther();
    const first = (await gate.enter())!;
    let second: string | null | undefined;
    const entering = gate.enter().then((ticket) => (second = ticket));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second).toBeUndefined(); // waiting for the one running, not beside it
    expect(gate.stats()).toEqual({ running: 1, queued: 1 });
    gate.leave(first);
    await entering;
    expect(second).toEqual(expect.any(String));
  });

  it('refuses at once a search queued for the long wait when the share has filled meanwhile', async () => {
    const { gate, clock } = clockedGate();
    gate.noteOther();
    const running = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    const queued = gate.enter(); // every slot taken, the share unspent: the queue's second
    clock.t += 600; // four renders for 600 ms: far over a fifth of the last second
    gate.noteOther();
    const started = performance.now();
    const newcomer = gate.enter(); // looks at the queue on its way in
    expect(await queued).toBeNull();
    expect(performance.now() - started).toBeLessThan(30);
    expect(await newcomer).toBeNull();
    for (const ticket of running) gate.leave(ticket!);
  });

  it('once the share is spent, refuses a search beside another after its short wait', async () => {
    const { gate, clock } = clockedGate();
    await spend(gate, clock, 500);
    gate.noteOther();
    const lone = await gate.enter(); // a lone search starts whatever the share
    expect(lone).toEqual(expect.any(String));
    const started = performance.now();
    expect(await gate.enter()).toBeNull();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(waited).toBeLessThan(500);
    expect(gate.stats()).toEqual({ running: 1, queued: 0 });
  });

  it('lets searches that contend run again as the share falls', async () => {
    const { gate, clock } = clockedGate();
    await spend(gate, clock, 500);
    clock.t += 600; // 0.39 e^-0.6 = 0.22: still above a fifth
    gate.noteOther();
    const held = (await gate.enter())!;
    const next = gate.enter();
    gate.leave(held);
    expect(await next).toBeNull();
    clock.t += 100; // about 0.19
    const again = (await gate.enter())!;
    const after = gate.enter();
    gate.leave(again);
    expect(await after).toEqual(expect.any(String));
  });

  it('gives the whole gate back once the other visitors have been quiet a while', async () => {
    const { gate, clock } = clockedGate();
    await spend(gate, clock, 500);
    clock.t += 1_001; // the last other request is over a second old
    const tickets = await Promise.all([gate.enter(), gate.enter(), gate.enter(), gate.enter()]);
    expect(tickets.every(Boolean)).toBe(true);
  });

  it('wakes a waiting search once the share has fallen, with nothing else running to free it', async () => {
    const { gate, clock } = clockedGate({ windowMs: 50, maxWaitMs: 500 }, true);
    await spend(gate, clock, 50); // a whole 50-ms window: 63% of it
    gate.noteOther();
    const held = (await gate.enter())!;
    const waiting = gate.enter();
    gate.leave(held); // the waiting one is not let in: the share is spent
    const started = performance.now();
    expect(await waiting).toEqual(expect.any(String));
    // e^(-t/50) * 0.63 = 0.2 at t = 57 ms: admitted by the gate's own timer, well before 500 ms.
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(20);
    expect(waited).toBeLessThan(400);
  });
});
