import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';
import { actionButtonClass } from '@/components/ui/button';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="text-sm font-semibold tracking-widest text-primary">{t('code')}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('description')}</p>
      <LocaleLink href="/" className={`mt-8 ${actionButtonClass.primary}`}>
        {t('home')}
      </LocaleLink>
    </section>
  );
}
