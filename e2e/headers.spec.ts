import { createHash } from 'node:crypto';
import http from 'node:http';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { recordViolations } from './support/policy-violations';

// What a browser is told on every response: the security headers of issue 6.
function expectBaseHeaders(response: APIResponse) {
  const h = response.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options']).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(h['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(h['x-powered-by']).toBeUndefined();
  // Plain HTTP here: HSTS would be meaningless (and ignored) without TLS.
  expect(h['strict-transport-security']).toBeUndefined();
}

function directives(csp: string | undefined): Map<string, string[]> {
  expect(csp, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectTightPolicy(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('font-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
}

/** CSP, Trusted Types or Permissions-Policy complaints the browser raised while the page loaded. */
async function policyViolations(page: Page, path: string): Promise<string[]> {
  const violations = await recordViolations(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return violations();
}

test.describe('security headers', () => {
  for (const path of ['/', '/ar/about']) {
    test(`public page ${path} is static and carries the public policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectBaseHeaders(response);
      const policy = directives(response.headers()['content-security-policy']);
      expectTightPolicy(policy);
      expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      // Still prerendered: the headers come from next.config, not from a per-request proxy.
      expect(response.headers()['x-nextjs-prerender']).toBeTruthy();
    });
  }

  test('an API response carries the headers', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    expectTightPolicy(directives(response.headers()['content-security-policy']));
  });

  test('a missing upload answers 404 with the headers', async ({ request }) => {
    const response = await request.get('/uploads/no-such-image.png');
    expect(response.status()).toBe(404);
    expectBaseHeaders(response);
    expectTightPolicy(directives(response.headers()['content-security-policy']));
  });

  test('an idle connection is kept 65 s, past a load balancer’s 60, so the client closes it first', async ({
    baseURL,
  }) => {
    // Node's own 5 s: a request sent as the server closed the connection failed with ECONNRESET.
    const agent = new http.Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      http
        .get(new URL('/api/health', baseURL), { agent, timeout: 10_000 }, (response) => {
          response.resume();
          resolve(response.headers['keep-alive']);
        })
        .on('error', reject);
    });
    agent.destroy();
    expect(keepAlive).toBe('timeout=65');
  });

  test('HSTS is sent when the request came over HTTPS', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  for (const [path, lang] of [
    ['/admin', 'en'],
    ['/ar/admin', 'ar'],
  ]) {
    test(`admin page ${path} gets a fresh nonce policy on every script`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expectBaseHeaders(first);
      const policy = directives(first.headers()['content-security-policy']);
      expectTightPolicy(policy);
      const scriptSrc = policy.get('script-src')!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toContain("'strict-dynamic'");
      // Strings written to script and HTML sinks are refused; only these policies may make them.
      expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(policy.get('trusted-types')).toEqual(['sahla', 'default']);
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, 'nonce in script-src').toBeTruthy();
      expect(first.headers()['cache-control']).toContain('no-store');

      const html = await first.text();
      expect(html).toContain(`<html lang="${lang}"`);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      const withSrc = scripts.filter((tag) => tag.includes(' src='));
      expect(withSrc.length).toBeGreaterThan(0);
      for (const tag of withSrc) expect(tag).toContain(`nonce="${nonce}"`);
      // Inline scripts run only with the nonce, or (the theme script, the analytics beacon, which
      // sends nothing here, and the chunk loader's Trusted Types policy) by their hashes in the policy.
      const inlineWithoutNonce = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
      expect(inlineWithoutNonce.length).toBeLessThanOrEqual(3);
      for (const source of inlineWithoutNonce) {
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
      }

      const second = await request.get(path);
      expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    });
  }

  test('the admin page runs under its policy with no violation, theme script included', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    expect(await policyViolations(page, '/admin')).toEqual([]);
    // The pre-paint theme script ran (allowed by its hash), so the stored light choice applied.
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  for (const path of ['/ar/admin', '/admin/reset', '/ar/admin/invitation?token=x']) {
    test(`admin page ${path} runs under Trusted Types with no violation`, async ({ page }) => {
      expect(await policyViolations(page, path)).toEqual([]);
      await expect(page.getByRole('button').first()).toBeVisible();
    });
  }

  for (const path of ['/', '/ar']) {
    test(`public page ${path} loads with no policy violation`, async ({ page }) => {
      expect(await policyViolations(page, path)).toEqual([]);
    });
  }
});
