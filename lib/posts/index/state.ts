import { randomUUID } from 'node:crypto';
import type { PostIndex } from './post-index';

export type IndexState = {
  /** Tells its own changes from other instances' (one id for all bundles). */
  instanceId: string;
  index?: PostIndex;
  building?: Promise<PostIndex>;
  /** Re-read once the build is done. */
  pending: Set<string>;
  marker?: string | null;
  lastSync: number;
  applied: Map<string, number>;
  timer?: ReturnType<typeof setInterval>;
  syncing?: Promise<void>;
  onRemoteChange?: () => Promise<void>;
};

// Separate bundles in one process see one index on globalThis.
const store = globalThis as typeof globalThis & { __sahlaPostIndex?: IndexState };

export const indexState: IndexState = (store.__sahlaPostIndex ??= {
  instanceId: randomUUID(),
  pending: new Set(),
  lastSync: 0,
  applied: new Map(),
});
