// The shape of one bench run's measurements (tooling/bench/out/results.json): what run.ts collects
// budgets.ts checks against the budgets and report.ts renders. A row with `na` (a route not built yet, a
// server that did not answer) carries no figures; every reader checks `na` before reading them.
import type { measureFirstLoadJs } from './js-size.ts';
import type { BeaconRow } from './beacon.ts';
import type { FloodRow } from './flood.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { machineInfo } from './machine.ts';

type JsSize = Awaited<ReturnType<typeof measureFirstLoadJs>>;

/** One autocannon run, as load-worker.ts prints it. */
export interface LoadFigures {
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Rows of varied searches only: the 2xx answers alone (the gate answers 503 beyond its slots). */
  served?: { perSecond: number; keptPerSecond?: number; p50: number | null; p99: number | null };
}

export type LoadRow = LoadFigures &
  // The target's own fields (targets.ts), for rows that measure one.
  { key?: string; path?: string; budget?: string; paths?: string[] } & {
  name: string;
  url: string;
  na?: string;
  reference?: LoadRow;
  vsFloor: number;
  vsNginx: number;
  vsSame?: number;
};

/** The post index at one size, as index-scale.ts prints it. */
export interface IndexRun {
  posts: number;
  buildMs: number;
  heapBytes: number;
  trigramBytes: number;
  search: { meanUs: number; p99Us: number };
  kinds?: { kind: string; meanUs: number; meanHits: number }[];
  listing: { meanUs: number };
  meanHits: number;
}

export interface Results {
  quick: boolean;
  posts: number;
  date: string;
  loadAvg: { start: string; end?: string };
  machine: ReturnType<typeof machineInfo>;
  js: { bare: JsSize; pages: (JsSize & { path: string; marketing: boolean })[] };
  lighthouse?: LighthouseRow[];
  /** The bare Next.js page with one client component, measured beside the pages in the same run. */
  lighthouseBare?: LighthouseRow;
  /** Pages with and without the analytics beacon (beacon.ts). */
  beacon?: BeaconRow;
  load: {
    settings: { connections: number; duration: number; warmup: number };
    floor: LoadRow;
    nginx: LoadRow;
    targets: LoadRow[];
    framework?: LoadRow;
  };
  /** `/` beside a search flood (flood.ts). */
  flood?: FloodRow;
  index?: IndexRun[];
  indexStartMs?: number | null;
}
