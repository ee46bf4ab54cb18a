import { getTranslations } from 'next-intl/server';
import { Hero } from '@/components/sections/hero';
import { StatementCards } from '@/components/sections/statement-cards';
import { StatsBand } from '@/components/sections/stats-band';
import { Timeline } from '@/components/sections/timeline';
import { Values } from '@/components/sections/values';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { statements, values } from '@/lib/content/about';
import { aboutFigures } from '@/lib/content/stats';
import { applyFigures, readFigures } from '@/lib/figures/reads';
import { timeline } from '@/lib/content/timeline';
import { metadataFor } from '@/lib/seo/page-metadata';
import { heroWords, sectionHeading } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/about');

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const figures = await readFigures();
  const t = await getTranslations('AboutPage');

  return (
    <>
      <Hero {...await heroWords('AboutPage')} />
      <StatsBand id="figures" title={t('figures.title')} items={applyFigures(aboutFigures, 'about', figures, locale)} />
      <StatementCards id="purpose" title={t('purpose.title')} items={statements} />
      <Values id="values" heading={await sectionHeading('AboutPage', 'values')} items={values} />
      <Timeline id="timeline" heading={await sectionHeading('AboutPage', 'timeline')} items={timeline} />
    </>
  );
}
