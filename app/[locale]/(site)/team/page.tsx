import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { metadataFor } from '@/lib/seo/page-metadata';

export const generateMetadata = metadataFor('/team');

/** /team shows only its heading, "Team Page". */
export default async function TeamPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('Team');
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-28 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
    </section>
  );
}
