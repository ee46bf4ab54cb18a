import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './tooling/services/chromium-flags';

const port = Number(process.env.E2E_PORT ?? 3210);
const external = process.env.E2E_BASE_URL;
// `npm run test:soak` runs e2e/soak/ alone (specs of minutes, each on a site of its own); `npm test` the rest.
const soak = Boolean(process.env.SAHLA_SOAK);
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const workers = Number(process.env.E2E_WORKERS ?? 2);
// Specs whose time is mostly waiting on the clock (a session idling out, a scheduled minute, a post
// scheduled ahead, an event's end, a killed sender's lease, an outage's spool): one worker more runs
// them beside the others, so those waits overlap the others' work instead of holding one of their
// workers (docs/testing.md).
const WAITS = /admin-idle|admin-event|newsletter-typed|bilingual-blog|newsletter-sending|outage-spool/;

export default defineConfig({
  testDir: './e2e',
  // server/ and tooling/ are ES modules ("type": "module") that Node 24 runs as they are; Playwright's
  // own TypeScript transform would turn them into CommonJS and their named imports would fail, so
  // the specs that start a site of their own load them untouched, through Node's type stripping.
  build: { external: ['**/server/**', '**/tooling/**'] },
  fullyParallel: true,
  workers: soak ? workers : workers + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    // Recording a trace of every test cost a quarter of the run (docs/testing.md, "The browser"): a
    // failed test is run again with one (CI retries once); locally, pass --trace retain-on-failure.
    trace: 'on-first-retry',
    // Debian's Chromium headless shell; Playwright never downloads a browser here.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || TEST_BROWSER_PATH, args: CHROMIUM_FLAGS },
  },
  projects: soak
    ? [{ name: 'soak', use: desktop, testMatch: /soak\// }]
    : [
        { name: 'chromium', use: desktop, testIgnore: [/account-password|admin-content|soak\//, WAITS], workers },
        { name: 'waits', use: desktop, testMatch: WAITS, workers: 1 },
        // Writing the privacy page and saving an event (its history) change what every page shows for a
        // minute; the page specs expect "Coming soon..." and count the shipped events, so this runs after them.
        { name: 'content', use: desktop, testMatch: /admin-content/, dependencies: ['chromium'] },
        // Changing the shared e2e owner's password ends every session of it, so it runs after everything else.
        { name: 'account', use: desktop, testMatch: /account-password/, dependencies: ['content'] },
      ],
  webServer:
    external || soak
      ? undefined
      : {
          // Builds if needed, starts a fresh embedded database and the production server.
          command: `node tooling/test/e2e-server.ts ${port}`,
          url: `http://127.0.0.1:${port}/api/health`,
          // `npm test` asks for a server of its own (E2E_FRESH_SERVER), never one left running.
          reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
          timeout: 300_000,
          // SIGTERM lets the launcher stop the site and database and remove its temp folder;
          // without it Playwright would SIGKILL the process group.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'pipe',
          stderr: 'pipe',
        },
});
