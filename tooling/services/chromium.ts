// Debian's Chromium drives the end-to-end tests; Playwright never downloads a browser here.
import { existsSync } from 'node:fs';
import type { Log } from '../../server/launcher/progress.ts';
import { aptInstall } from './apt.ts';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Installs the `chromium` package with apt-get when the browser is missing. */
export async function ensureChromium({ log = console.log as Log } = {}): Promise<string> {
  const bin = chromiumPath();
  if (existsSync(bin)) return bin;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is ${bin}, which does not exist`);
  log(`[chromium] ${bin} is missing`);
  await aptInstall(['chromium'], { purpose: 'the end-to-end tests', tag: 'chromium', log });
  if (!existsSync(bin)) throw new Error(`apt-get installed chromium, but ${bin} still does not exist`);
  return bin;
}
