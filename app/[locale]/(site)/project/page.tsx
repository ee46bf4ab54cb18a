import { getTranslations } from 'next-intl/server';
import { CapabilityList } from '@/components/sections/capability-list';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { Roadmap } from '@/components/sections/roadmap';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { WaitlistActions } from '@/components/sections/waitlist-actions';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { capabilities } from '@/lib/content/capabilities';
import { projectFeatures } from '@/lib/content/features';
import { performanceMetrics } from '@/lib/content/metrics';
import { projectRoadmap } from '@/lib/content/roadmaps';
import { metadataFor } from '@/lib/seo/page-metadata';

export const generateMetadata = metadataFor('/project');

export default async function ProjectPage({ params }: LocaleParams) {
  await pageLocale(params);
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
