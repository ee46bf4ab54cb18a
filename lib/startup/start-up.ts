import { rmSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/log/logger';

/** Validates the configuration, then starts what the server needs beside its routes. */
export async function startUp(): Promise<void> {
  try {
    env();
  } catch (error) {
    // One line naming the variable, then stop: a half-configured site must not serve.
    logError('config.invalid', (error as Error).message);
    process.exit(1);
  }
  // Next keeps cached data reads and pages rendered at run time (the blog listings and posts) on
  // disk across restarts. After a restart the database is the source of truth again: it may have
  // been restored, replaced or seeded while the site was down. The build's own prerendered pages
  // are untouched (Next copies them into the route cache again when first served).
  // With REDIS_URL the cache lives in Redis instead and is left alone here: the other instances
  // are serving from it, every write expires exactly its tags there, and its keys carry the
  // build id, so a new build starts empty (cache-handler.mjs). These folders are then unused.
  for (const cache of [
    ['cache', 'fetch-cache'],
    ['server', 'route-cache'],
  ])
    rmSync(path.join(process.cwd(), '.next', ...cache), { recursive: true, force: true });
  const [
    { bootstrapAdmin },
    { startOutboxWorker },
    { startSpoolReplay },
    { startIssueWorker },
    { startAnalyticsRollup },
  ] = await Promise.all([
    import('@/lib/auth/bootstrap-admin'),
    import('@/lib/mail/outbox-worker'),
    import('@/lib/submissions/replay'),
    import('@/lib/newsletter-issues/issue-worker'),
    import('@/lib/analytics/rollup'),
  ]);
  await bootstrapAdmin();
  startOutboxWorker();
  startIssueWorker();
  startSpoolReplay();
  startAnalyticsRollup();
  await seedContent();
  await startPosts();
}

/** An empty database gets the shipped events (lib/events/seed.ts); a failure is retried next start. */
async function seedContent(): Promise<void> {
  try {
    const { seedEvents } = await import('@/lib/events/seed');
    await seedEvents();
  } catch (error) {
    logError('content.seed_failed', error);
  }
}

/**
 * Older posts get their language once; then the index of published posts (built now, so the
 * first visitor seldom waits for it) and the timer that makes scheduled posts appear.
 */
async function startPosts(): Promise<void> {
  const [{ migratePosts }, timer, { startPostIndex }] = await Promise.all([
    import('@/lib/posts/migrate'),
    import('@/lib/posts/publication-timer'),
    import('@/lib/posts/index/live'),
  ]);
  try {
    await migratePosts();
  } catch (error) {
    // The database may be down at start: the next start migrates; the site serves meanwhile.
    logError('posts.migrate_failed', error);
  }
  // After another instance's change: this instance's timer follows, and so do its cached pages
  // when they are its own (with REDIS_URL the writer already expired them in the shared cache,
  // and pages rendered since took the change in first: lib/posts/reads.ts).
  const followRemote = async () => {
    if (!process.env.REDIS_URL) await timer.requestOwnRevalidation();
    await timer.rearmPublicationTimer();
  };
  // Not awaited: static pages and health checks answer while it reads (about 3 s with 10,000
  // posts); a read of posts meanwhile waits for it.
  void startPostIndex(followRemote)
    .catch((error) => logError('posts.index_failed', error)) // built on the first read instead
    .then(() => timer.startPublicationTimer(timer.requestOwnRevalidation));
}
