import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site/footer';
import { SiteHeader } from '@/components/site/header';
import { AnalyticsScript } from '@/components/site/analytics-script';
import { ThemeScript } from '@/components/site/theme-script';
import { WebFonts } from '@/components/site/web-fonts';
import { directionOf } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { feedAlternates } from '@/lib/seo/public-pages';
import { siteUrl } from '@/lib/config/site-url';
import { env } from '@/lib/config/env';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    alternates: { types: feedAlternates(locale) },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Layout' });

  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      className="dark"
      style={{ colorScheme: 'dark' }}
      suppressHydrationWarning
    >
      <head>
        <WebFonts locale={locale} />
        <ThemeScript />
        <AnalyticsScript scriptUrl={env().ANALYTICS_SCRIPT_URL} domain={env().ANALYTICS_DOMAIN} />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t('skipToContent')}
        </a>
        {/* No next-intl provider: client islands get their strings, locale and links as props, so
            next-intl's browser runtime stays out of the pages' JavaScript. */}
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
