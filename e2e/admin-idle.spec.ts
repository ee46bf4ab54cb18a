import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminWords } from './support/admin-words';
import { startOwnSite, type OwnSite } from './support/own-site';

// A site of its own whose sessions idle out after 15 s (SESSION_IDLE_SECONDS, a test's stand-in
// for SESSION_IDLE_MINUTES): time enough for the admin to open, short enough to wait out.
const IDLE_SECONDS = 15;
let site: OwnSite;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ SESSION_IDLE_SECONDS: String(IDLE_SECONDS) });
});
test.afterAll(async () => {
  await site?.stop();
});

const idleWords = {
  en: 'You were signed out after a long time without activity. Please log in again.',
  ar: 'سُجِّل خروجك بعد مدة طويلة دون نشاط. يُرجى تسجيل الدخول من جديد.',
};

test('a session left idle past its lifetime shows the sign-in screen saying why', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const token = await site.ownerToken();
  const context = await browser.newContext({ baseURL: site.base });
  const page = await context.newPage();
  let lastRequest = Date.now();
  page.on('requestfinished', () => (lastRequest = Date.now()));
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav).toBeVisible();

  // The person leaves the tab for longer than that, then clicks another section. Each accepted
  // request renews the session, so the test asks only once the page has been quiet that long.
  await expect
    .poll(() => Date.now() - lastRequest, { timeout: 60_000, intervals: [500] })
    .toBeGreaterThan(IDLE_SECONDS * 1000 + 500);
  const refusal = () =>
    fetch(`${site.base}/protected`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.status === 401 ? r.json() : r.status,
    );
  await expect
    .poll(refusal, { timeout: 60_000, intervals: [(IDLE_SECONDS + 1) * 1000] })
    .toMatchObject({ reason: 'idle' });
  await nav.getByRole('button', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: adminWords.en.loginTitle })).toBeVisible();
  await expect(page.getByText(idleWords.en)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await context.close();

  // Coming back later with the idle token kept says the same, in each language and look.
  const shots = process.env.SHOTS_DIR;
  for (const locale of ['en', 'ar'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      for (const [device, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        const later = await browser.newContext({ baseURL: site.base, viewport });
        const again = await later.newPage();
        await again.addInitScript(
          ([value, look]) => {
            localStorage.setItem('token', value);
            if (look === 'light') localStorage.setItem('theme', 'light');
          },
          [token, theme] as const,
        );
        await again.goto(adminWords[locale].path);
        await expect(again.getByRole('heading', { name: adminWords[locale].loginTitle })).toBeVisible();
        await expect(again.getByText(idleWords[locale])).toBeVisible();
        const file = testInfo.outputPath(`idle-${locale}-${theme}-${device}.png`);
        await again.screenshot({ path: file });
        if (shots) {
          mkdirSync(shots, { recursive: true });
          copyFileSync(file, `${shots}/idle-${locale}-${theme}-${device}.png`);
        }
        await later.close();
      }
    }
  }
});
