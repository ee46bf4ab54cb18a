import { circuits } from '@sahla/process-state';
import { env } from '@/lib/config/env';
import { logInfo, logWarn } from '@/lib/log/logger';

export type Dependency = 'database' | 'smtp' | 'redis' | 's3';

/** Judged in 1 s buckets: a slow service mixes misses with answers, so a run alone misses it. */
const WINDOW_MS = 10_000;
const BUCKET_MS = 1_000;
const BUCKETS = WINDOW_MS / BUCKET_MS;
/** One slow call is noise; three mean the service is stuck. */
const OPEN_AFTER_MISSES = 3;
/** And at least this share of the window's calls. */
const OPEN_AT_MISS_RATIO = 0.25;
/** How long an open breaker refuses calls before one probe goes through (BREAKER_COOL_OFF_MS). */
const coolOffMs = () => env().BREAKER_COOL_OFF_MS;
/** Retry-After for a refused caller: the cool-off. */
export const retryAfterSeconds = () => Math.ceil(coolOffMs() / 1000);
/** Abandoned calls included: about three database pools, so a hang holds no more. */
const MAX_IN_FLIGHT = 64;

type Bucket = { at: number; calls: number; misses: number };
type Circuit = { buckets: Bucket[]; streak: number; openUntil: number; probing: boolean; inFlight: number };

export type Admission = 'call' | 'probe';

// One circuit per dependency for the whole process (packages/process-state).
const holder = circuits as { byDependency?: Map<Dependency, Circuit> };

const emptyBuckets = () => Array.from({ length: BUCKETS }, () => ({ at: -1, calls: 0, misses: 0 }));

function circuit(dependency: Dependency): Circuit {
  holder.byDependency ??= new Map();
  let entry = holder.byDependency.get(dependency);
  if (!entry) {
    entry = { buckets: emptyBuckets(), streak: 0, openUntil: 0, probing: false, inFlight: 0 };
    holder.byDependency.set(dependency, entry);
  }
  return entry;
}

function record(entry: Circuit, now: number, missed: boolean): void {
  const at = Math.floor(now / BUCKET_MS);
  const bucket = entry.buckets[at % BUCKETS];
  if (bucket.at !== at) Object.assign(bucket, { at, calls: 0, misses: 0 });
  bucket.calls += 1;
  if (missed) bucket.misses += 1;
}

function recent(entry: Circuit, now: number): { calls: number; misses: number } {
  const oldest = Math.floor(now / BUCKET_MS) - BUCKETS;
  const live = entry.buckets.filter((bucket) => bucket.at > oldest);
  return {
    calls: live.reduce((sum, bucket) => sum + bucket.calls, 0),
    misses: live.reduce((sum, bucket) => sum + bucket.misses, 0),
  };
}

/** Closed: up to MAX_IN_FLIGHT; open: one probe after the cool-off decides. */
export function admit(dependency: Dependency, now = Date.now()): Admission | false {
  const entry = circuit(dependency);
  if (entry.inFlight >= MAX_IN_FLIGHT) return false;
  if (entry.openUntil === 0) return 'call';
  if (now < entry.openUntil || entry.probing) return false;
  entry.probing = true;
  return 'probe';
}

export function started(dependency: Dependency): void {
  circuit(dependency).inFlight += 1;
}

export function settled(dependency: Dependency): void {
  circuit(dependency).inFlight -= 1;
}

/** An error answer counts too: the service is alive. */
export function answered(dependency: Dependency, admission: Admission = 'call', now = Date.now()): void {
  const entry = circuit(dependency);
  entry.streak = 0;
  if (admission === 'call') {
    // A call let in before the breaker opened says nothing about now; only the probe closes it.
    if (entry.openUntil === 0) record(entry, now, false);
    return;
  }
  logInfo('deadline.closed', `${dependency} answers in time again`, { dependency });
  Object.assign(entry, { buckets: emptyBuckets(), openUntil: 0, probing: false });
}

export function missed(dependency: Dependency, admission: Admission = 'call', now = Date.now()): void {
  const entry = circuit(dependency);
  entry.streak += 1;
  if (admission === 'probe') {
    entry.probing = false;
    entry.openUntil = now + coolOffMs();
    return;
  }
  if (entry.openUntil !== 0) return;
  record(entry, now, true);
  const { calls, misses } = recent(entry, now);
  // A run opens it at once (a hung service); the ratio catches a slow one missing between answers.
  const slow = misses >= OPEN_AFTER_MISSES && misses >= calls * OPEN_AT_MISS_RATIO;
  if (entry.streak < OPEN_AFTER_MISSES && !slow) return;
  logWarn('deadline.open', `${dependency} missed ${misses} of its last ${calls} deadlines; refusing calls`, {
    dependency,
    calls,
    misses,
    coolOffMs: coolOffMs(),
  });
  entry.openUntil = now + coolOffMs();
}

/** For /api/health. */
export function circuitState(dependency: Dependency): 'ok' | 'slow' {
  const entry = circuit(dependency);
  return entry.openUntil !== 0 || entry.streak > 0 ? 'slow' : 'ok';
}
