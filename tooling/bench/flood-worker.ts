// Runs in its own process (tooling/bench/flood.ts): `connections` connections each sending
// searches one after another, every request a different query from an address of its own
// (X-Forwarded-For, believed by a site started with TRUSTED_PROXIES=127.0.0.1), so the per-address
// limit never answers and every refusal is the gate's 503. autocannon cannot say how long each
// status took, which is what this row is about, hence a client of its own. Counts only the
// answers sent and received inside the measured window; prints one JSON line.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { quantile, visitorAddress } from './load-helpers.ts';

const { origin, pathsFile, connections, warmup, duration } = JSON.parse(process.argv[2]);
const paths: string[] = JSON.parse(readFileSync(pathsFile, 'utf8'));
const target = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

const from = performance.now() + warmup * 1000;
const until = from + duration * 1000;
const statuses: Record<string, number> = {};
const refusedMs: number[] = [];
let errors = 0;
let sent = 0;

function send(): Promise<void> {
  const n = sent++;
  const started = performance.now();
  const counted = () => started >= from && performance.now() <= until;
  return new Promise((resolve) => {
    const request = http.get(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: paths[n % paths.length],
        headers: { 'x-forwarded-for': visitorAddress(n) },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (counted()) {
            statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
            if (response.statusCode === 503) refusedMs.push(performance.now() - started);
          }
          resolve();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', () => {
      if (counted()) errors += 1;
      resolve();
    });
  });
}

async function connection() {
  while (performance.now() < until) await send();
}

await Promise.all(Array.from({ length: connections }, connection));
agent.destroy();
refusedMs.sort((a, b) => a - b);
const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: answered / duration,
    statuses,
    errors,
    refused: {
      count: refusedMs.length,
      p50: quantile(refusedMs, 0.5),
      p99: quantile(refusedMs, 0.99),
      max: refusedMs.at(-1) ?? null,
      over100: refusedMs.filter((ms) => ms > 100).length,
    },
  })}\n`,
);
