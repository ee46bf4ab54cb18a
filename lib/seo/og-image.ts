import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';

/** Bump when the drawing changes, so every image URL changes and caches refetch. */
const OG_RENDER_VERSION = 1;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** '/' → 'home', '/about' → 'about', '/blog/<slug>' → 'post-<slug>'. */
function ogKey(path: string): string {
  if (path === '/') return 'home';
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post) return `post-${safeDecode(post[1]!)}`;
  return path.replace(/^\/+/, '').replace(/\//g, '-');
}

/** Relative (metadataBase makes it absolute); `v` changes with text and renderer, so the image is immutable. */
export function ogImagePath(locale: Locale, path: string, title: string, description: string): string {
  const version = createHash('sha256')
    .update(`${OG_RENDER_VERSION}\n${title}\n${description}`)
    .digest('hex')
    .slice(0, 12);
  return `/og/${locale}/${encodeURIComponent(ogKey(path))}.png?v=${version}`;
}
