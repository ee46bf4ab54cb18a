import { randomUUID } from 'node:crypto';
import { postIndex } from '@sahla/process-state';
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

// One index per process, whichever bundle asks (packages/process-state).
const holder = postIndex as { state?: IndexState };

export const indexState: IndexState = (holder.state ??= {
  instanceId: randomUUID(),
  pending: new Set(),
  lastSync: 0,
  applied: new Map(),
});
