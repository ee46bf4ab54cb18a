import { expect, test } from './fixtures';
import { ADMIN } from './support/blog-api';
import { contactBody, requestFrom } from './support/peer-request';
import { startWithinOneWindow } from '../tests/helpers/rate-window';

// Against the shared server, which trusts no proxy: the client is the TCP peer. Each test speaks
// from loopback addresses of its own (127.0.0.0/8), so it meets no other spec's counters.
const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
// The account tooling/test/e2e-server.ts creates (one definition for every spec).
const admin = ADMIN;
// The contact form's and the sign-in's windows (app/api/contact/route.ts, lib/auth/login-limits.ts).
const FIFTEEN_MINUTES = 15 * 60_000;

test('a made-up X-Forwarded-For on each request does not get around the contact limit', async () => {
  test.setTimeout(90_000);
  // The 11 forms take 2-5 s here.
  await startWithinOneWindow(FIFTEEN_MINUTES, 30_000);
  const statuses = [];
  for (let i = 0; i < 11; i += 1) {
    const headers = {
      'x-forwarded-for': `203.0.113.${i}`,
      'x-real-ip': `203.0.113.${i}`,
      'x-sahla-peer': `198.51.100.${i}`,
    };
    statuses.push(
      (await requestFrom('127.0.0.21', `${base()}/api/contact`, { body: contactBody(`spoof-${i}`), headers })).status,
    );
  }
  expect(statuses).toEqual([...Array(10).fill(200), 429]);
});

test('the admin signs in from one address while another address keeps failing', async () => {
  test.setTimeout(90_000);
  // The 9 attempts take about 2 s here.
  await startWithinOneWindow(FIFTEEN_MINUTES, 30_000);
  const attempt = (from: string, password: string) =>
    requestFrom(from, `${base()}/login`, { body: { username: admin.username, password } });
  const attacker = [];
  for (let i = 0; i < 8; i += 1) attacker.push((await attempt('127.0.0.22', `guess-${i}`)).status);
  expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(attacker.slice(5)).toEqual([429, 429, 429]);
  const signIn = await attempt('127.0.0.23', admin.password);
  expect(signIn.status).toBe(200);
  expect(JSON.parse(signIn.body)).toMatchObject({ token: expect.any(String) });
});

test('a page on another site cannot post the contact form from a visitor’s browser', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/403|Forbidden/);
  const target = `${base()}/api/contact`;
  // The attacker's page, as Chromium would load it from its own site.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${target}" enctype="text/plain">
        <input name='{"name":"x","email":"x@example.ma","subject":"general","message":"hi","pad":"' value='"}'>
      </form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url() === target);
  await page.goto('http://attacker.test/page');
  const response = await answer;
  expect(response.status()).toBe(403);
  expect(await response.request().headerValue('origin')).toBe('http://attacker.test');
});
