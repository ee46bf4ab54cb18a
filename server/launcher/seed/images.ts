// Cover pictures for the demo posts, drawn with sharp from SVG: a gradient and a few shapes.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const W = 1600;
const H = 900;

/** A cover's colours, and the seed of its shapes. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  seed: number;
}

function coverSvg({ from, to, accent, seed }: Palette): string {
  // A small deterministic generator so every run draws the same picture for the same post.
  let state = seed;
  const rand = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const circles = Array.from({ length: 6 }, () => {
    const r = 60 + rand() * 220;
    return `<circle cx="${rand() * W}" cy="${rand() * H}" r="${r}" fill="${accent}" fill-opacity="${0.12 + rand() * 0.25}"/>`;
  }).join('');
  const bars = Array.from({ length: 5 }, (_, i) => {
    const h = 80 + rand() * 260;
    return `<rect x="${980 + i * 90}" y="${760 - h}" width="56" height="${h}" rx="14" fill="#ffffff" fill-opacity="0.28"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${circles}
    <rect x="140" y="220" width="640" height="420" rx="36" fill="#0b1020" fill-opacity="0.35"/>
    <rect x="190" y="290" width="420" height="34" rx="17" fill="#ffffff" fill-opacity="0.85"/>
    <rect x="190" y="360" width="520" height="22" rx="11" fill="#ffffff" fill-opacity="0.5"/>
    <rect x="190" y="408" width="460" height="22" rx="11" fill="#ffffff" fill-opacity="0.5"/>
    <rect x="190" y="456" width="360" height="22" rx="11" fill="#ffffff" fill-opacity="0.5"/>
    <circle cx="230" cy="560" r="34" fill="${accent}"/>
    ${bars}
  </svg>`;
}

/** Renders a cover to WebP under a name the upload route serves (32 hex digits). */
export async function writeCover(uploadDir: string, palette: Palette): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const data = await sharp(Buffer.from(coverSvg(palette)))
    .webp({ quality: 80 })
    .toBuffer();
  await writeFile(path.join(uploadDir, name), data, { flag: 'wx' });
  return name;
}
