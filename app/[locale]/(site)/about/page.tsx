import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/sections/hero';
import { StatementCards } from '@/components/sections/statement-cards';
import { StatsBand } from '@/components/sections/stats-band';
import { Timeline } from '@/components/sections/timeline';
import { Values } from '@/components/sections/values';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { statements, values } from '@/lib/content/about';
import { aboutFigures } from '@/lib/content/stats';
import { timeline } from '@/lib/content/timeline';
import { metadataFor } from '@/lib/seo/page-metadata';

export const generateMetadata = metadataFor('/about');

export default async function AboutPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('AboutPage');

  return (
    <>
      <Hero
        badge={t('hero.badge')}
        title={t.rich('hero.title', richTags)}
        description={t.rich('hero.description', richTags)}
      />
      <StatsBand id="figures" title={t('figures.title')} items={aboutFigures} />
      <StatementCards id="purpose" title={t('purpose.title')} items={statements} />
      <Values id="values" heading={{ eyebrow: t('values.eyebrow'), title: t('values.title') }} items={values} />
      <Timeline
        id="timeline"
        heading={{ eyebrow: t('timeline.eyebrow'), title: t('timeline.title') }}
        items={timeline}
      />
    </>
  );
}
