import { hasLocale } from 'next-intl';
import { locales } from '@/i18n/locales';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { blogFeed } from '@/lib/seo/feed';

// SITE_URL is read at run time, as for robots.txt; the posts come from the in-memory index
// (lib/posts/reads.ts). /feed.xml reaches this as /en/feed.xml by the rewrite.
export const dynamic = 'force-dynamic';

export const GET = safeHandler(
  'feed',
  async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    if (!hasLocale(locales, locale)) return jsonError(404, 'Unknown feed');
    return new Response(await blogFeed(locale), {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  },
);
