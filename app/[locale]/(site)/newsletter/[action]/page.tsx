import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubscriptionAction } from '@/components/newsletter/subscription-action.client';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/routing/locale-path';

type Action = 'confirm' | 'unsubscribe';
type Props = { params: Promise<{ locale: string; action: Action }> };

// Prerendered like every public page: the token stays in the browser's address bar and is
// checked by the API, so the page itself is the same for everyone.
export const dynamicParams = false;
export function generateStaticParams(): { action: Action }[] {
  return [{ action: 'confirm' }, { action: 'unsubscribe' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, action } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Subscription' });
  // A personal link's page: never indexed.
  return {
    title: t(`${action}.metaTitle`),
    description: t(`${action}.metaDescription`),
    robots: { index: false, follow: false },
  };
}

/** The page a confirmation or unsubscribe link opens: says what the link does, acts only on a click. */
export default async function SubscriptionPage({ params }: Props) {
  const { locale, action } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Subscription');
  const text = {
    title: t(`${action}.title`),
    intro: t(`${action}.intro`),
    button: t(`${action}.button`),
    done: t(`${action}.done`),
    confirmed: action === 'confirm' ? t('confirm.confirmed') : t('unsubscribe.done'),
    unsubscribed: t(`${action}.unsubscribed`),
    checking: t('checking'),
    invalid: t('invalid'),
    expired: t('expired'),
    error: t('error'),
    working: t('working'),
    home: t('home'),
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
      <SubscriptionAction action={action} text={text} homePath={localePath(locale as Locale, '/')} />
    </div>
  );
}
