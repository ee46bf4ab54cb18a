import autocannon from 'autocannon';
import { quantile, visitorAddress } from '../../tooling/bench/load-helpers.ts';

// The load generator of the load tests (e2e/soak/load.spec.ts, tests/soak/load-faults.test.ts):
// autocannon's connections walk one list of page views and form posts in turn. Each form post
// (and each step marked `visitor`) comes through the "proxy" from an address of its own, so the
// per-address limits are not what answers, and each form post answered "received" is recorded.

type Body = Record<string, unknown>;
/** A form post: `id` names what its "received" promises is stored (the record's _id, an address). */
export type LoadForm = {
  kind: string;
  path: string;
  body: () => Body;
  id: (body: Body) => unknown;
  /** Beside `content-type: application/json` (a browser's user agent for the analytics beacon). */
  headers?: Record<string, string>;
};
export type LoadStep = string | { path: string; visitor: true } | LoadForm;
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

export type LoadRun = {
  result: Awaited<ReturnType<typeof autocannon>>;
  /** Per form kind, what each answered "received" was. */
  received: Record<string, string[]>;
  /** Per step path, the count of each answer status. */
  statuses: Record<string, Record<number, number>>;
  /** Answer times in ms of the answers that came after `measureAfterSeconds`. */
  measured: { answers: number; p50: number; p99: number; max: number };
};

/** The median, 99th percentile and largest of `ms`, rounded to the millisecond. */
function latencySummary(ms: number[]): LoadRun['measured'] {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round(quantile(sorted, q) ?? 0);
  return { answers: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

export async function mixedLoad({
  url,
  connections,
  seconds,
  steps,
  timeoutSeconds = 30,
  overallRate,
  measureAfterSeconds = 0,
}: {
  url: string;
  connections: number;
  seconds: number;
  steps: LoadStep[];
  timeoutSeconds?: number;
  /** Requests per second over all connections; as fast as answers come when unset. */
  overallRate?: number;
  /** `measured` counts only the answers that come this long after the start. */
  measureAfterSeconds?: number;
}): Promise<LoadRun> {
  let visitor = 0;
  const nextVisitor = () => visitorAddress((visitor += 1));
  const received: Record<string, string[]> = {};
  const statuses: Record<string, Record<number, number>> = {};
  const count = (path: string, status: number) => {
    const byStatus = (statuses[path] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  const withVisitor = (request: Request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
  });
  const requests = steps.map((step) => {
    if (typeof step === 'string') return { method: 'GET', path: step, onResponse: (s: number) => count(step, s) };
    if (!('kind' in step)) {
      return {
        method: 'GET',
        path: step.path,
        setupRequest: withVisitor,
        onResponse: (s: number) => count(step.path, s),
      };
    }
    received[step.kind] = [];
    return {
      method: 'POST',
      path: step.path,
      headers: { 'content-type': 'application/json', ...step.headers },
      setupRequest: (request: Request, context: Record<string, unknown>) => {
        const payload = step.body();
        context.id = step.id(payload);
        return { ...withVisitor(request), body: JSON.stringify(payload) };
      },
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        count(step.path, status);
        if (status === 200 && body.includes('"success":true')) received[step.kind].push(String(context.id));
      },
    };
  });
  const measureFrom = Date.now() + measureAfterSeconds * 1000;
  const answerTimes: number[] = [];
  const run = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    requests,
    ...(overallRate && { overallRate }),
  });
  run.on('response', (_client, _status, _bytes, ms) => {
    if (Date.now() >= measureFrom) answerTimes.push(ms);
  });
  const result = await run;
  return { result, received, statuses, measured: latencySummary(answerTimes) };
}
