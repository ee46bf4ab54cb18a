import { hasLocale } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { logError } from '@/lib/log/logger';
import { cachedOgImage } from '@/lib/og/cache';
import { readPostBySlug } from '@/lib/posts/reads';
import { ogCard, staticPageText, type PageText } from '@/lib/seo/og-pages';

function decodedName(key: string): string | null {
  let name = key;
  try {
    name = decodeURIComponent(key);
  } catch {
    return null;
  }
  return /^([\p{L}\p{N}-]{1,200})\.png$/u.exec(name)?.[1] ?? null;
}

/** A static page's text, or a post's title and description for 'post-<slug>'. */
async function textFor(locale: Locale, name: string): Promise<PageText | null> {
  if (!name.startsWith('post-')) return staticPageText(locale, name);
  const found = await readPostBySlug(locale, name.slice('post-'.length));
  return found?.kind === 'post' ? { title: found.post.title, description: found.post.description } : null;
}

/**
 * The 1200×630 social image of a page: /og/<locale>/<key>.png?v=<version>. The URL changes
 * whenever the image would (lib/seo/og-image.ts), so it is cached for a year.
 */
export const GET = safeHandler(
  'og',
  async (_request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) => {
    const { locale, key } = await params;
    const name = decodedName(key);
    if (!hasLocale(locales, locale) || !name) return jsonError(404, 'Unknown image');
    const text = await textFor(locale, name);
    if (!text) return jsonError(404, 'Unknown image');
    let png: Buffer;
    try {
      png = await cachedOgImage(await ogCard(locale, text));
    } catch (error) {
      logError('og.render', error, { locale, key: name });
      return jsonError(500, 'The image could not be drawn');
    }
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  },
);
