// First-load JavaScript of a page: every <script src> under /_next/static in the served HTML,
// gzipped (zlib, level 9) and summed. The `nomodule` polyfills are counted (as the bare
// baseline of about 174 KB is) and also reported apart: module browsers never download them.
import { gzipSync } from 'node:zlib';

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC = /\ssrc="([^"]+)"/i;
const NO_MODULE = /\snomodule(?:[\s=>]|$)/i;

/** The scripts a page loads at first ({ src, noModule }), in order, without duplicates. */
export function firstLoadScripts(html: string) {
  const scripts: { src: string; noModule: boolean }[] = [];
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const src = tag.match(SRC)?.[1]?.replaceAll('&amp;', '&');
    if (!src || !new URL(src, 'http://x').pathname.startsWith('/_next/static/')) continue;
    if (!scripts.some((s) => s.src === src)) scripts.push({ src, noModule: NO_MODULE.test(tag) });
  }
  return scripts;
}

/** { status, scripts, rawBytes, gzipBytes, noModuleGzipBytes }; status ≠ 200: not measured. */
export async function measureFirstLoadJs(origin: string, pathname: string) {
  const page = await fetch(origin + pathname, { signal: AbortSignal.timeout(30_000) });
  const html = await page.text();
  const result = { status: page.status, scripts: 0, rawBytes: 0, gzipBytes: 0, noModuleGzipBytes: 0 };
  if (page.status !== 200) return result;
  const scripts = firstLoadScripts(html);
  result.scripts = scripts.length;
  for (const { src, noModule } of scripts) {
    const response = await fetch(new URL(src, origin), { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${pathname}: script ${src} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    result.rawBytes += body.length;
    result.gzipBytes += gzipped;
    if (noModule) result.noModuleGzipBytes += gzipped;
  }
  return result;
}
