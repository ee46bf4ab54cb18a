import { expect, test } from '@playwright/test';
import { startOwnSite, type OwnSite } from './support/own-site';

// An operator who prefers their own Plausible sets ANALYTICS_SCRIPT_URL on a server built without
// it: the pages (prerendered by the build with the built-in beacon) render once with that script
// instead, and every policy allows exactly its origin (server/front-door/analytics-csp.ts).
const SCRIPT = 'https://plausible.example.com/js/script.js';
let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_DOMAIN: 'sahla.ma' });
});
test.afterAll(async () => site?.stop());

test('with ANALYTICS_SCRIPT_URL a page loads that script, not the beacon, and the CSP allows exactly its origin', async () => {
  for (const path of ['/', '/ar/about']) {
    const response = await fetch(site.base + path, { signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    expect(html).toContain(`<script defer="" src="${SCRIPT}" data-domain="sahla.ma"`);
    expect(html).not.toContain('/api/event');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/plausible\.example\.com(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/plausible\.example\.com(;|$)/);
    expect(policy.match(/plausible/g)).toHaveLength(2);
    expect(response.headers.get('set-cookie')).toBeNull();
  }
});
