import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// The site's dark palette (app/globals.css): background, brand indigo, accent cyan.
function backgroundSvg(rtl: boolean): string {
  const glowX = rtl ? 160 : 1040;
  const glow2X = rtl ? 1100 : 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#070b14"/><stop offset="0.6" stop-color="#0f172a"/><stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#6366f1" stop-opacity="0.45"/><stop offset="1" stop-color="#6366f1" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.18"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>
    <linearGradient id="bar" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="0">
      <stop offset="0" stop-color="#4338ca"/><stop offset="0.5" stop-color="#6366f1"/><stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${glowX}" cy="40" r="460" fill="url(#glow)"/>
  <circle cx="${glow2X}" cy="640" r="380" fill="url(#glow2)"/>
  <rect y="${OG_HEIGHT - 14}" width="${OG_WIDTH}" height="14" fill="url(#bar)"/>
</svg>`;
}

const backgrounds = new Map<boolean, Promise<Buffer>>();

/** Mirrored for right-to-left pages; rendered once per direction. */
export function ogBackground(rtl: boolean): Promise<Buffer> {
  let background = backgrounds.get(rtl);
  if (!background) {
    background = sharp(Buffer.from(backgroundSvg(rtl)))
      .png()
      .toBuffer();
    backgrounds.set(rtl, background);
  }
  return background;
}

const logos = new Map<number, Promise<Buffer>>();

/** app/icon.svg, the file browsers show. */
export function logoPng(size: number): Promise<Buffer> {
  let logo = logos.get(size);
  if (!logo) {
    logo = readFile(path.join(process.cwd(), 'app', 'icon.svg')).then((svg) =>
      sharp(svg, { density: 72 * Math.ceil(size / 64) * 2 })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
    logo.catch(() => logos.delete(size));
    logos.set(size, logo);
  }
  return logo;
}
