import { test } from '@playwright/test';
import { startOwnSite, type OwnSite } from './own-site';

/** One answer as a visitor behind the trusted proxy sees it: status, time, Retry-After and body. */
export type Answer = { status: number; ms: number; retryAfter: string | null; text: string };

/** GETs `path` of `base` from address `from` (X-Forwarded-For: the specs' servers trust 127.0.0.1), redirects unfollowed. */
export async function answerFrom(base: string, path: string, from: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, {
    headers: { 'x-forwarded-for': from },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const ms = performance.now() - started;
  return { status: response.status, ms, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}

/**
 * A server of the calling spec's own with the demo posts, one gated render at a time
 * (SEARCH_CONCURRENCY=1, so two may wait) and behind a "proxy" (TRUSTED_PROXIES=127.0.0.1), so each
 * request can come from an address of its own through X-Forwarded-For, as visitors behind a load
 * balancer do. Started before the spec's tests, stopped after them.
 */
export function oneSlotSite() {
  let site: OwnSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startOwnSite({ TRUSTED_PROXIES: '127.0.0.1', SEARCH_CONCURRENCY: '1' }, { seed: true });
  });
  test.afterAll(async () => site?.stop());
  const base = () => site!.base;
  return { base, dir: () => site!.dir, answer: (path: string, from: string) => answerFrom(base(), path, from) };
}
