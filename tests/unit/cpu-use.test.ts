import os from 'node:os';
import { cpuMark, cpuUse, floorLine } from '@/tooling/test/cpu-use.ts';
import { summaryLines } from '@/tooling/test/summary.ts';

const cpu = (user: number, nice: number, idle: number) => ({
  model: 'test',
  speed: 0,
  times: { user, nice, sys: 0, idle, irq: 0 },
});

describe("npm test's CPU use per step", () => {
  it('reads every core of this machine, idle left out', () => {
    const mark = cpuMark();
    expect(mark.cores).toBe(os.cpus().length);
    expect(mark.busyMs).toBeGreaterThan(0);
    expect(cpuMark([cpu(100, 20, 900), cpu(50, 0, 950)])).toEqual({ busyMs: 170, niceMs: 20, cores: 2 });
  });

  it('gives a step its CPU-seconds and how busy the cores were, niced work included', () => {
    const from = cpuMark([cpu(0, 0, 0), cpu(0, 0, 0)]);
    // 10 s on 2 cores: 15 s of work, 5 of it niced (the container's preparation beside the steps).
    const to = cpuMark([cpu(7_000, 3_000, 0), cpu(3_000, 2_000, 5_000)]);
    expect(cpuUse(from, to, 10)).toEqual({ cpuSeconds: 15, busyPercent: 75, nicePercent: 25 });
  });

  it("shows each step's busy share and the floor no order of the steps can beat", () => {
    const jest = { cpuSeconds: 240, busyPercent: 90, nicePercent: 0 };
    const playwright = { cpuSeconds: 2_100, busyPercent: 95, nicePercent: 10 };
    expect(
      summaryLines(
        [
          { name: 'jest', ok: true, seconds: 133, cpu: jest },
          { name: 'playwright', ok: true, seconds: 1_105, cpu: playwright },
        ],
        { jest: { passed: 10, failed: 0, skipped: 0 } },
      ),
    ).toEqual([
      '[test] ok     jest (133 s, cores 90% busy): 10 passed, 0 failed',
      '[test] ok     playwright (1105 s, cores 95% busy)',
      'Summary: 10 passed, 0 failed',
    ]);
    expect(floorLine([jest, playwright], 2)).toBe(
      '[test] the steps kept the cores busy for 2340 CPU-seconds: on 2 cores the same work takes at least 1170 s, in any order',
    );
  });
});
