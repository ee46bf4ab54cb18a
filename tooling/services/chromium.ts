// Debian's Chromium drives the end-to-end tests and the bench's Lighthouse; Playwright never
// downloads a browser here.
import { existsSync } from 'node:fs';
import type { Log } from '../../server/launcher/progress.ts';
import { aptInstall } from './apt.ts';
import { TEST_BROWSER_PATH } from './chromium-flags.ts';

const browsers = {
  // Playwright's tests: Chromium's headless shell, the browser Playwright itself runs headless. It
  // paints a page for about a third of the full browser's CPU (docs/testing.md, "The browser").
  tests: { bin: TEST_BROWSER_PATH, pkg: 'chromium-headless-shell' },
  // Lighthouse measures a page as visitors' Chrome paints it: the full browser.
  lighthouse: { bin: '/usr/bin/chromium', pkg: 'chromium' },
} as const;

export type BrowserUse = keyof typeof browsers;

/** The browser for that use; CHROMIUM_PATH overrides the tests' one. */
export function chromiumPath(use: BrowserUse = 'tests'): string {
  return (use === 'tests' && process.env.CHROMIUM_PATH) || browsers[use].bin;
}

/** Installs the browser's Debian package with apt-get when it is missing. */
export async function ensureChromium({ log = console.log as Log, use = 'tests' as BrowserUse } = {}): Promise<string> {
  const bin = chromiumPath(use);
  if (existsSync(bin)) return bin;
  if (use === 'tests' && process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${bin}, which does not exist`);
  log(`[chromium] ${bin} is missing`);
  const { pkg } = browsers[use];
  await aptInstall([pkg], { purpose: use === 'tests' ? 'the end-to-end tests' : 'Lighthouse', tag: pkg, log });
  if (!existsSync(bin)) throw new Error(`apt-get installed ${pkg}, but ${bin} still does not exist`);
  return bin;
}
