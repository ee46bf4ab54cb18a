// The shape of one bench run's measurements (tooling/bench/out/results.json): what run.ts collects
// budgets.ts checks against the budgets and report.ts renders. A row with `na` (a route not built yet, a
// server that did not answer) carries no figures; every reader checks `na` before reading them.
import type { measureFirstLoadJs } from './js-size.ts';
import type { BeaconRow } from './beacon.ts';
import type { FloodRow } from './flood.ts';
import type { IndexRun, LoadFigures } from './figures.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { machineInfo } from './machine.ts';

type JsSize = Awaited<ReturnType<typeof measureFirstLoadJs>>;

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
