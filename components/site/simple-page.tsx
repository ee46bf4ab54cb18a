import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/page-metadata';

type Namespace =
  | 'HomePage'
  | 'AboutPage'
  | 'ProjectPage'
  | 'EventsPage'
  | 'BlogPage'
  | 'ContactPage'
  | 'InvestmentPage'
  | 'AdminPage'
  | 'Team';
type Props = { params: Promise<{ locale: string }> };

/** A page that shows only its heading (the spec's /team, and pages still being filled). */
export function createSimplePage(namespace: Namespace, path: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return pageMetadata((await params).locale as Locale, namespace, path);
  }

  async function Page({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace });
    return (
      <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-28 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      </section>
    );
  }

  return { generateMetadata, Page };
}
