import { rmSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/log/logger';

export async function startUp(): Promise<void> {
  try {
    env();
  } catch (error) {
    // One line naming the variable, then stop: a half-configured site must not serve.
    logError('config.invalid', (error as Error).message);
    process.exit(1);
  }
  // Next's on-disk render cache is emptied (the database may have been restored); a shared Redis cache is build-keyed.
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
    { pageViews },
  ] = await Promise.all([
    import('@/lib/auth/bootstrap-admin'),
    import('@/lib/mail/outbox-worker'),
    import('@/lib/submissions/replay'),
    import('@/lib/newsletter-issues/issue-worker'),
    import('@/lib/analytics/rollup'),
    import('@/lib/analytics/page-views'),
  ]);
  await bootstrapAdmin();
  startOutboxWorker();
  startIssueWorker();
  startSpoolReplay();
  startAnalyticsRollup();
  pageViews().start(); // takes the beacons the front door (or the route) queued
  await seedContent();
  await startPosts();
}

/** A failure is retried next start. */
async function seedContent(): Promise<void> {
  try {
    const { seedEvents } = await import('@/lib/events/seed');
    await seedEvents();
  } catch (error) {
    logError('content.seed_failed', error);
  }
}

/** Migrates older posts once, builds the post index now (so the first visitor seldom waits) and starts the publication timer. */
async function startPosts(): Promise<void> {
  const [{ migratePosts }, timer, { startPostIndex }] = await Promise.all([
    import('@/lib/posts/migrate'),
    import('@/lib/posts/publication-timer'),
    import('@/lib/posts/index/live'),
  ]);
  try {
    await migratePosts();
  } catch (error) {
    // The database may be down at start: the next start migrates.
    logError('posts.migrate_failed', error);
  }
  // After another instance's change: the timer and this instance's cached pages follow.
  const followRemote = async () => {
    if (!process.env.REDIS_URL) await timer.requestOwnRevalidation();
    await timer.rearmPublicationTimer();
  };
  // Not awaited: static pages and health checks answer meanwhile; a read of posts waits.
  void startPostIndex(followRemote)
    .catch((error) => logError('posts.index_failed', error)) // built on the first read instead
    .then(() => timer.startPublicationTimer(timer.requestOwnRevalidation));
}
