import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';
import { siteUrl } from '@/lib/config/site-url';

// Read per request so a container started with its own SITE_URL links itself.
export const dynamic = 'force-dynamic';

// The main pages, described by the same catalogue entries as their <title> and meta description,
// so this file never drifts from the site's copy.
const pages = [
  ['/', 'HomePage'],
  ['/about', 'AboutPage'],
  ['/project', 'ProjectPage'],
  ['/events', 'EventsPage'],
  ['/blog', 'BlogPage'],
  ['/contact', 'ContactPage'],
  ['/investment', 'InvestmentPage'],
] as const;

const sectionTitle: Record<Locale, string> = { en: 'Pages in English', ar: 'الصفحات بالعربية' };

async function pageList(locale: Locale, origin: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [path, namespace] of pages) {
    const t = await getTranslations({ locale, namespace });
    lines.push(`- [${t('metaTitle')}](${origin}${localePath(locale, path)}): ${t('metaDescription')}`);
  }
  return lines;
}

/** llms.txt (llmstxt.org): a short Markdown map of the site for language models. */
export async function GET() {
  const origin = siteUrl();
  const [brand, meta, metaAr] = await Promise.all([
    getTranslations({ locale: 'en', namespace: 'Brand' }),
    getTranslations({ locale: 'en', namespace: 'Metadata' }),
    getTranslations({ locale: 'ar', namespace: 'Metadata' }),
  ]);
  const sections: string[] = [];
  for (const locale of locales) {
    sections.push(`## ${sectionTitle[locale]}`, '', ...(await pageList(locale, origin)), '');
  }
  const body = [
    `# ${brand('name')}`,
    '',
    `> ${meta('description')}`,
    '',
    `> ${metaAr('description')}`,
    '',
    'The site is bilingual: English at unprefixed paths (`/about`), Arabic (right-to-left) under `/ar` (`/ar/about`). Every page names its other-language version with hreflang links.',
    '',
    ...sections,
    '## Optional',
    '',
    `- [Blog posts as JSON](${origin}/api/blogs?limit=12): newest first; \`q\` searches titles and descriptions, \`category\` filters.`,
    `- [Sitemap](${origin}/sitemap.xml): every public page and post in both languages.`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
