// Runs in its own process (the load generator must not share an event loop with the bench):
// a warm-up, then the measured autocannon run; prints one JSON line with the result.
import autocannon from 'autocannon';

const { url, connections, duration, warmup } = JSON.parse(process.argv[2]);

function run(seconds) {
  return autocannon({ url, connections, duration: seconds, timeout: 10 });
}

if (warmup > 0) await run(warmup);
const result = await run(duration);
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
