import type { Metadata } from 'next';
import { AdminApp } from '@/components/admin/admin-app.client';
import { inboxLabels } from '@/components/admin/inbox/labels';
import { adminLabels } from '@/components/admin/labels';
import type { Locale } from '@/i18n/locales';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/lib/routing/locale-path';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const metadata = await pageMetadata((await params).locale as Locale, '/admin');
  return { ...metadata, robots: { index: false, follow: false } };
}

/** Static shell; everything behind the login happens in the browser against the token API. */
export default async function AdminPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [labels, inbox] = await Promise.all([adminLabels(locale, localePath(locale, '/blog')), inboxLabels(locale)]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <AdminApp labels={labels} inbox={inbox} />
    </div>
  );
}
