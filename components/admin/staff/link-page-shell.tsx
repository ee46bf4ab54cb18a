import 'server-only';
import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/lib/routing/locale-path';
import type en from '@/messages/en.json';
import { LinkPage } from './link-page.client';

export type LinkPageProps = LocaleParams & { searchParams: Promise<{ token?: string | string[] }> };
type Mode = 'invitation' | 'reset';

const staffText = async (locale: Locale) => ((await getMessages({ locale })) as unknown as typeof en).AdminStaff;

export async function linkPageMetadata(params: LocaleParams['params'], mode: Mode): Promise<Metadata> {
  const text = await staffText((await params).locale as Locale);
  return {
    title: mode === 'invitation' ? text.accept.title : text.reset.requestTitle,
    robots: { index: false, follow: false },
  };
}

/** The page a mailed link opens, in the locale of its path; the link's secret stays in the browser's query. */
export async function linkPage({ params, searchParams }: LinkPageProps, mode: Mode) {
  const locale = await pageLocale(params);
  const token = (await searchParams).token;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <LinkPage
        mode={mode}
        token={typeof token === 'string' ? token : null}
        text={await staffText(locale)}
        locale={locale}
        signInHref={localePath(locale, '/admin')}
      />
    </div>
  );
}
