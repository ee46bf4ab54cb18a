import type { PostIndex } from './post-index';

/** The process's index and its bookkeeping (lib/posts/index/live.ts maintains it). */
export type IndexState = {
  index?: PostIndex;
  building?: Promise<PostIndex>;
  /** Posts written while the build was reading: re-read once it is done. */
  pending: Set<string>;
  marker?: string | null;
  lastSync: number;
  applied: Map<string, number>;
  timer?: ReturnType<typeof setInterval>;
  syncing?: boolean;
  onRemoteChange?: () => Promise<void>;
};

// Route handlers, pages, the proxy and instrumentation are separate bundles in one process: the
// state lives on globalThis so all of them see one index. This file imports no database code,
// so the proxy can read the index without loading mongoose into its bundle.
const store = globalThis as typeof globalThis & { __sahlaPostIndex?: IndexState };

export const indexState: IndexState = (store.__sahlaPostIndex ??= {
  pending: new Set(),
  lastSync: 0,
  applied: new Map(),
});

/** The index if built, without waiting or building. */
export function builtPostIndex(): PostIndex | undefined {
  return indexState.index;
}
