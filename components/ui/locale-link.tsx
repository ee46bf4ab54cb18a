import { getLocale } from 'next-intl/server';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page of this site in the current language ('/about' → '/ar/about' on Arabic pages).
 * The href is worked out here on the server and handed to next/link: next-intl's Link does the
 * same in the browser, which put its runtime (about 12 KB gzip) in every page's first load.
 */
export async function LocaleLink({ href, ...props }: Props) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localePath(locale, href)} {...props} />;
}
