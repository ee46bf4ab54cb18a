import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Hero } from '@/components/sections/hero';
import { StatementCards } from '@/components/sections/statement-cards';
import { StatsBand } from '@/components/sections/stats-band';
import { Timeline } from '@/components/sections/timeline';
import { Values } from '@/components/sections/values';
import { richTags } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { statements, values } from '@/lib/content/about';
import { aboutFigures } from '@/lib/content/stats';
import { timeline } from '@/lib/content/timeline';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/about');
}

export default async function AboutPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
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
