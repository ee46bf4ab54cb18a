import { readFileSync } from 'node:fs';
import { collectGarbage } from './collect-garbage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident memory in MB, from the kernel's own account of it. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

// RSS (what the machine lends the process, the figure that runs out; it also counts sockets,
// buffers and native memory), read each second while idling, the lowest kept. Memory grown under
// load is given back once V8 collects the minute's garbage, after an idle time that varies
// (measured: 551 MB for 15 s, then 209; 605 MB, then 195 within 10 s); in 2 of 5 runs of the
// latency fault it had not collected after 60 s (483 and 517 MB, flat), in 3 more not after 30 s,
// and one full collection then brought 472-596 MB down to 200-202 within 5 s. Memory held by
// piled-up requests must not stay; garbage not yet collected is not that. So after 30 s without
// settling one full collection is asked for (through the server's inspector), RSS read 10 s more.
// Ends within 20% of `start`, or, with none, once down by a third; the trail: every 5th reading.
export async function settledRss({ pid, inspectPort }: { pid: number; inspectPort: number }, start?: number) {
  const trail = [rssMb(pid)];
  const settled = (mb: number) => (start === undefined ? mb <= (trail[0] * 2) / 3 : Math.abs(mb - start) / start < 0.2);
  let collected = false;
  while (trail.length <= 40 && !settled(trail.at(-1)!)) {
    if (trail.length === 30) {
      await collectGarbage(inspectPort);
      collected = true;
    }
    await sleep(1000);
    trail.push(rssMb(pid));
  }
  return { mb: Math.min(...trail), collected, trail: trail.filter((_, i) => i % 5 === 0 || i === trail.length - 1) };
}
