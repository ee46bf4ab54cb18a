import { logInfo, logWarn } from '@/lib/log/logger';

/** The services the site calls over the network; each has its own deadline and breaker. */
export type Dependency = 'database' | 'smtp' | 'redis' | 's3';

/** Three missed deadlines in a row: one slow call is noise, three mean the service is stuck. */
const OPEN_AFTER_MISSES = 3;
/** How long an open breaker refuses calls before letting one probe through (and Retry-After). */
export const COOL_OFF_MS = 5_000;
/** What a refused caller is told to wait (Retry-After): the cool-off, after which a probe goes through. */
export const RETRY_AFTER_SECONDS = Math.ceil(COOL_OFF_MS / 1000);
/**
 * Calls in flight per dependency, abandoned ones included (a hung call keeps its socket until the
 * driver's own timeout ends it). 64 is three times the database pool (20) plus headroom: a long
 * hang can never hold more requests, sockets and buffers than this.
 */
const MAX_IN_FLIGHT = 64;

type Circuit = { misses: number; openUntil: number; probing: boolean; inFlight: number };

const store = globalThis as typeof globalThis & { __circuits?: Map<Dependency, Circuit> };

function circuit(dependency: Dependency): Circuit {
  store.__circuits ??= new Map();
  let entry = store.__circuits.get(dependency);
  if (!entry) {
    entry = { misses: 0, openUntil: 0, probing: false, inFlight: 0 };
    store.__circuits.set(dependency, entry);
  }
  return entry;
}

/**
 * Whether a call may start now. Closed: yes, up to MAX_IN_FLIGHT at once. Open: no, until the
 * cool-off ends; then exactly one call (the probe) goes through, and its outcome closes the
 * breaker or opens it for another cool-off.
 */
export function admit(dependency: Dependency, now = Date.now()): boolean {
  const entry = circuit(dependency);
  if (entry.inFlight >= MAX_IN_FLIGHT) return false;
  if (entry.openUntil === 0) return true;
  if (now < entry.openUntil || entry.probing) return false;
  entry.probing = true;
  return true;
}

export function started(dependency: Dependency): void {
  circuit(dependency).inFlight += 1;
}

export function settled(dependency: Dependency): void {
  circuit(dependency).inFlight -= 1;
}

/** A call answered in time (an error answer counts too: the service is alive). */
export function answered(dependency: Dependency): void {
  const entry = circuit(dependency);
  if (entry.openUntil !== 0) logInfo('deadline.closed', `${dependency} answers in time again`, { dependency });
  entry.misses = 0;
  entry.openUntil = 0;
  entry.probing = false;
}

/** A call missed its deadline. */
export function missed(dependency: Dependency, now = Date.now()): void {
  const entry = circuit(dependency);
  entry.misses += 1;
  const wasProbe = entry.probing;
  entry.probing = false;
  if (wasProbe || entry.misses >= OPEN_AFTER_MISSES) {
    if (entry.openUntil === 0) {
      logWarn('deadline.open', `${dependency} missed ${entry.misses} deadlines in a row; refusing calls`, {
        dependency,
        coolOffMs: COOL_OFF_MS,
      });
    }
    entry.openUntil = now + COOL_OFF_MS;
  }
}

/** 'slow' while the dependency's recent calls miss their deadline, 'ok' otherwise (for /api/health). */
export function circuitState(dependency: Dependency): 'ok' | 'slow' {
  const entry = circuit(dependency);
  return entry.openUntil !== 0 || entry.misses > 0 ? 'slow' : 'ok';
}
