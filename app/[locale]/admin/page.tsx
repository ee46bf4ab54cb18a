import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AdminApp } from '@/components/admin/admin-app.client';
import { inboxLabels } from '@/components/admin/inbox/labels';
import { adminLabels } from '@/components/admin/labels';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/locale-path';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await pageMetadata((await params).locale as Locale, '/admin');
  return { ...metadata, robots: { index: false, follow: false } };
}

/** Static shell; everything behind the login happens in the browser against the token API. */
export default async function AdminPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [labels, inbox] = await Promise.all([adminLabels(locale, localePath(locale, '/blog')), inboxLabels(locale)]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <AdminApp labels={labels} inbox={inbox} />
    </div>
  );
}
