// Runs in its own process (the load generator must not share an event loop with the bench):
// a warm-up, then the measured autocannon run; prints one JSON line with the result.
// With `paths`, every request takes the next path of the list (a different search each time).
// With `beacon`, each page is followed by its beacon (POST /api/event as the built-in script sends
// it, from a browser user agent and, through the trusted "proxy", an address of its own).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { url, pathsFile, connections, duration, warmup, beacon } = JSON.parse(process.argv[2]);
const paths = pathsFile ? JSON.parse(readFileSync(pathsFile, 'utf8')) : null;

let next = 0;
const requests = paths?.length
  ? [
      {
        setupRequest: (request: { path?: string }) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ]
  : undefined;
let visitor = 0;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const beaconRequest = {
  method: 'POST',
  path: '/api/event',
  setupRequest: (request: Record<string, unknown>) => {
    visitor += 1;
    const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': address };
    const body = JSON.stringify({ p: '/', l: 'en', r: '', s: '', m: '', c: '', w: 1280 });
    return { ...request, headers, body };
  },
};
if (beacon && requests) requests.push(beaconRequest as never);

function run(seconds: number) {
  return autocannon({ url, connections, duration: seconds, timeout: 10, ...(requests && { requests }) });
}

if (warmup > 0) await run(warmup);
// autocannon's types leave out the fields its result carries (latency, statusCodeStats).
const result = (await run(duration)) as unknown as {
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
} & Record<string, unknown>;
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
);
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
  })}\n`,
);
