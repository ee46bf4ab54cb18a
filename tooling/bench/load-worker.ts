// Runs in its own process (the load generator must not share an event loop with the bench):
// a warm-up, then the measured autocannon run; prints one JSON line with the result.
// With `paths`, every request takes the next path of the list (a different search each time)
// from an address of its own (X-Forwarded-For, believed by a site started with
// TRUSTED_PROXIES=127.0.0.1): the searches' per-address limit would otherwise answer 429 to one
// load generator, and the rows measured refusals (a quick run read 1.24× "served"). Since the gate
// answers 503 beyond its slots, such rows also time each answer by status: `served` is the 2xx
// answers alone, so a fast refusal never counts as a search served.
// With `beacon: 'counted'`, each page is followed by its beacon (POST /api/event as the built-in
// script sends it, from a browser user agent and, through the trusted "proxy", an address of its
// own). With `beacon: 'floor'`, the same beacons all come from one address: past its 60 a minute
// the site answers 204 before reading the body and counts nothing, the cheapest answer it has.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { quantile, visitorAddress } from './load-helpers.ts';

const { url, pathsFile, connections, duration, warmup, beacon } = JSON.parse(process.argv[2]);
const paths = pathsFile ? JSON.parse(readFileSync(pathsFile, 'utf8')) : null;

let next = 0;
let visitor = 0;
// One request in flight per connection (no pipelining): its context holds when it was set up.
type Context = { sentAt?: number };
let servedMs: number[] = [];
let kept = 0;
const requests = paths?.length
  ? [
      {
        setupRequest: (request: { path?: string; headers?: Record<string, string> }, context: Context) => {
          const n = next++;
          request.path = paths[n % paths.length];
          request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress(n) };
          context.sentAt = performance.now();
          return request;
        },
        onResponse: (status: number, _body: unknown, context: Context, headers?: Record<string, unknown>) => {
          if (!(status >= 200 && status < 300 && context.sentAt)) return;
          servedMs.push(performance.now() - context.sentAt);
          // A search answered again from memory says how old it is (server/front-door/search-answers.ts).
          if (Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'age')) kept += 1;
        },
      },
    ]
  : undefined;
const FLOOR_ADDRESS = '10.255.255.254';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const beaconRequest = {
  method: 'POST',
  path: '/api/event',
  setupRequest: (request: Record<string, unknown>) => {
    visitor += 1;
    const headers = {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER,
      'x-forwarded-for': beacon === 'floor' ? FLOOR_ADDRESS : visitorAddress(visitor),
    };
    const body = JSON.stringify({ p: '/', l: 'en', r: '', s: '', m: '', c: '', w: 1280 });
    return { ...request, headers, body };
  },
};
if (beacon && requests) requests.push(beaconRequest as never);

function run(seconds: number) {
  return autocannon({ url, connections, duration: seconds, timeout: 10, ...(requests && { requests }) });
}

if (warmup > 0) await run(warmup);
servedMs = [];
kept = 0;
// autocannon's types leave out the fields its result carries (latency, statusCodeStats).
const result = (await run(duration)) as unknown as {
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
} & Record<string, unknown>;
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
);
servedMs.sort((a, b) => a - b);
const servedAt = (q: number) => {
  const ms = quantile(servedMs, q);
  return ms === null ? null : Math.round(ms);
};
const served = requests
  ? { perSecond: servedMs.length / duration, keptPerSecond: kept / duration, p50: servedAt(0.5), p99: servedAt(0.99) }
  : undefined;
process.stdout.write(
  `${JSON.stringify({
    url,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    served,
  })}\n`,
);
