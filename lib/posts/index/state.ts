import { randomUUID } from 'node:crypto';
import type { PostIndex } from './post-index';

/** The process's index and its bookkeeping (lib/posts/index/live.ts maintains it). */
export type IndexState = {
  /** This process, so it can tell its own changes from other instances' (one id for all bundles). */
  instanceId: string;
  index?: PostIndex;
  building?: Promise<PostIndex>;
  /** Posts written while the build was reading: re-read once it is done. */
  pending: Set<string>;
  marker?: string | null;
  lastSync: number;
  applied: Map<string, number>;
  timer?: ReturnType<typeof setInterval>;
  /** The look at the change marker under way, if any. */
  syncing?: Promise<void>;
  onRemoteChange?: () => Promise<void>;
};

// Route handlers, pages and instrumentation are separate bundles in one process: the
// state lives on globalThis so all of them see one index.
const store = globalThis as typeof globalThis & { __sahlaPostIndex?: IndexState };

export const indexState: IndexState = (store.__sahlaPostIndex ??= {
  instanceId: randomUUID(),
  pending: new Set(),
  lastSync: 0,
  applied: new Map(),
});
