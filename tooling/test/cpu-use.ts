// How much of the machine's cores a step kept busy, read from the kernel's counters (os.cpus()),
// so `npm test` shows the floor no ordering of its steps can beat: CPU-seconds / cores.
import os from 'node:os';

export type CpuMark = { busyMs: number; niceMs: number; cores: number };
export type CpuUse = { cpuSeconds: number; busyPercent: number; nicePercent: number };

/** The cores' busy and niced time since boot, in ms (idle excluded). */
export function cpuMark(cpus = os.cpus()): CpuMark {
  let busyMs = 0;
  let niceMs = 0;
  for (const { times } of cpus) {
    busyMs += times.user + times.nice + times.sys + times.irq;
    niceMs += times.nice;
  }
  return { busyMs, niceMs, cores: cpus.length };
}

/** What the cores did between two marks `seconds` apart: CPU-seconds, and busy / niced as a share of all cores. */
export function cpuUse(from: CpuMark, to: CpuMark, seconds: number): CpuUse {
  const capacity = Math.max(1, seconds * 1000 * to.cores);
  const share = (ms: number) => Math.round((100 * Math.max(0, ms)) / capacity);
  return {
    cpuSeconds: Math.round(Math.max(0, to.busyMs - from.busyMs) / 1000),
    busyPercent: Math.min(100, share(to.busyMs - from.busyMs)),
    nicePercent: Math.min(100, share(to.niceMs - from.niceMs)),
  };
}

/** The closing line: the CPU-seconds of all steps, and the shortest time `cores` could do them in. */
export function floorLine(uses: CpuUse[], cores: number): string {
  const total = uses.reduce((sum, use) => sum + use.cpuSeconds, 0);
  return (
    `[test] the steps kept the cores busy for ${total} CPU-seconds: ` +
    `on ${cores} cores the same work takes at least ${Math.ceil(total / cores)} s, in any order`
  );
}
