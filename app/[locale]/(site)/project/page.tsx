import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CapabilityList } from '@/components/sections/capability-list';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { Roadmap } from '@/components/sections/roadmap';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { WaitlistActions } from '@/components/sections/waitlist-actions';
import { richTags } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { capabilities } from '@/lib/content/capabilities';
import { projectFeatures } from '@/lib/content/features';
import { performanceMetrics } from '@/lib/content/metrics';
import { projectRoadmap } from '@/lib/content/roadmaps';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/project');
}

export default async function ProjectPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('ProjectPage');
  const s = await getTranslations('Sections');

  return (
    <>
      <Hero
        badge={t('hero.badge')}
        title={t.rich('hero.title', richTags)}
        description={t.rich('hero.description', richTags)}
        actions={<WaitlistActions video="project-video" />}
      />
      <FeatureGrid
        id="features"
        heading={{ eyebrow: t('features.eyebrow'), title: t('features.title'), description: t('features.description') }}
        items={projectFeatures}
      />
      <CapabilityList
        id="capabilities"
        heading={{
          eyebrow: t('capabilities.eyebrow'),
          title: t('capabilities.title'),
          description: t('capabilities.description'),
        }}
        items={capabilities}
      />
      <Metrics
        id="metrics"
        heading={{ eyebrow: t('metrics.eyebrow'), title: t('metrics.title'), description: t('metrics.description') }}
        items={performanceMetrics}
      />
      <Roadmap
        id="roadmap"
        tinted
        heading={{ eyebrow: t('roadmap.eyebrow'), title: t('roadmap.title'), description: t('roadmap.description') }}
        items={projectRoadmap}
      />
      <Cta
        id="cta"
        title={t('cta.title')}
        text={t.rich('cta.text', richTags)}
        actions={
          <>
            <ExternalButtonLink target="waitlist" variant="inverse">
              {s('joinWaitlist')}
            </ExternalButtonLink>
            <ButtonLink href="/contact" variant="outlineInverse" icon="arrow">
              {s('contactSales')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
