import { hasLocale } from 'next-intl';
import { locales } from '@/i18n/locales';
import { jsonError } from '@/lib/http/json-error';
import { logError } from '@/lib/log';
import { cachedOgImage } from '@/lib/og/cache';
import { ogCard, staticPageText } from '@/lib/seo/og-pages';

/**
 * The 1200×630 social image of a page: /og/<locale>/<key>.png?v=<version>. The URL changes
 * whenever the image would (lib/seo/og-image.ts), so it is cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) {
  const { locale, key } = await params;
  const name = /^([a-z0-9-]{1,200})\.png$/.exec(key)?.[1];
  if (!hasLocale(locales, locale) || !name) return jsonError(404, 'Unknown image');
  const text = await staticPageText(locale, name);
  if (!text) return jsonError(404, 'Unknown image');
  try {
    const png = await cachedOgImage(await ogCard(locale, text));
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch (error) {
    logError('og.render', error, { locale, key: name });
    return jsonError(500, 'The image could not be drawn');
  }
}
