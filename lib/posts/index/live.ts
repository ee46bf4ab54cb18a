import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { isObjectIdString } from '@/lib/db/object-id';
import { logError, logInfo } from '@/lib/log/logger';
import { publishAddressLookup } from '@/lib/render-gate/known-addresses';
import { PostModel } from '@/models/post';
import { CHANGE_RETENTION_MS, changesSince, readChangeMarker, recordPostChanges } from './changes';
import { isIndexed, toIndexEntry, type IndexEntry } from './entry';
import { PostIndex } from './post-index';
import { indexState } from './state';

// Built on first need; this instance's writes apply at once, others' through the change marker within SYNC_MS.
const SYNC_MS = 2_000;
// Instances' clocks may disagree a little.
const SKEW_MS = 30_000;

const state = indexState;

async function build(): Promise<PostIndex> {
  await connectDb();
  const started = Date.now();
  const marker = await readChangeMarker();
  const entries: IndexEntry[] = [];
  for await (const doc of PostModel.find({ status: 'published', publishAt: { $ne: null } })
    .lean()
    .cursor())
    entries.push(toIndexEntry(doc));
  const index = PostIndex.build(entries);
  state.index = index;
  // The front door gates addresses the index does not know (lib/render-gate/known-addresses.ts).
  publishAddressLookup('blog', (language, slug) => state.index?.findSlug(language, slug, Date.now()) != null);
  state.marker = marker;
  state.lastSync = started;
  logInfo('posts.index_built', `${index.size} published posts indexed`, {
    posts: index.size,
    ms: Date.now() - started,
  });
  const pending = [...state.pending];
  state.pending.clear();
  if (pending.length) await refreshPosts(pending);
  return index;
}

/** Rejects (and retries on the next call) while the database is away. */
export function postIndex(): Promise<PostIndex> {
  if (state.index) return Promise.resolve(state.index);
  state.building ??= build().finally(() => (state.building = undefined));
  return state.building;
}

async function refreshPosts(ids: string[]): Promise<void> {
  const index = state.index;
  if (!index) {
    for (const id of ids) state.pending.add(id);
    return;
  }
  for (const id of new Set(ids)) {
    if (!isObjectIdString(id)) continue;
    const doc = await PostModel.findById(id).lean();
    if (doc && isIndexed(doc)) index.upsert(toIndexEntry(doc));
    else index.remove(id);
  }
}

export async function postsWritten(ids: (string | null | undefined)[]): Promise<void> {
  const touched = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!touched.length) return;
  await refreshPosts(touched);
  await recordPostChanges(touched);
}

async function applyRemoteChanges(): Promise<boolean> {
  const started = Date.now();
  const marker = await readChangeMarker();
  if (marker === state.marker) {
    state.lastSync = started;
    return false;
  }
  if (started - state.lastSync > CHANGE_RETENTION_MS - SKEW_MS) {
    // Away longer than the change log keeps: read everything again.
    await build();
    return true;
  }
  const changes = (await changesSince(new Date(state.lastSync - SKEW_MS))).filter((c) => !state.applied.has(c.id));
  await refreshPosts(changes.map((c) => c.postId));
  for (const c of changes) state.applied.set(c.id, started);
  for (const [id, at] of state.applied) if (at < started - 2 * SKEW_MS) state.applied.delete(id);
  state.marker = marker;
  state.lastSync = started;
  return changes.length > 0;
}

// The database may be away: a render waits no longer.
const SYNC_WAIT_MS = 1_000;

export async function syncPostIndex(): Promise<void> {
  if (!state.index) return;
  state.syncing ??= (async () => {
    try {
      if (await applyRemoteChanges()) await state.onRemoteChange?.();
    } catch (error) {
      logError('posts.index_sync', error);
    } finally {
      state.syncing = undefined;
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([state.syncing, new Promise((resolve) => (timer = setTimeout(resolve, SYNC_WAIT_MS)))]);
  clearTimeout(timer);
}

/** `onRemoteChange` refreshes page caches. */
export async function startPostIndex(onRemoteChange: () => Promise<void>): Promise<void> {
  state.onRemoteChange = onRemoteChange;
  clearInterval(state.timer);
  state.timer = setInterval(() => void syncPostIndex().catch((error) => logError('posts.index_sync', error)), SYNC_MS);
  state.timer.unref?.();
  await postIndex();
}

export function stopPostIndex(): void {
  clearInterval(state.timer);
  state.onRemoteChange = undefined;
}

export function forgetPostIndex(): void {
  state.index = undefined;
}

export function postIndexStats() {
  return state.index ? { ...state.index.stats(), lastSync: new Date(state.lastSync).toISOString() } : null;
}
