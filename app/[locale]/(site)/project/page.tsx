import { getTranslations } from 'next-intl/server';
import { CapabilityList } from '@/components/sections/capability-list';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { Roadmap } from '@/components/sections/roadmap';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { WaitlistActions } from '@/components/sections/waitlist-actions';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { capabilities } from '@/lib/content/capabilities';
import { projectFeatures } from '@/lib/content/features';
import { performanceMetrics } from '@/lib/content/metrics';
import { projectRoadmap } from '@/lib/content/roadmaps';
import { applyFigures, applyPhases, readFigures } from '@/lib/figures/reads';
import { metadataFor } from '@/lib/seo/page-metadata';
import { ctaWords, heroWords, sectionHeading } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/project');

export default async function ProjectPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const figures = await readFigures();
  const s = await getTranslations('Sections');

  return (
    <>
      <Hero {...await heroWords('ProjectPage')} actions={<WaitlistActions video="project-video" />} />
      <FeatureGrid id="features" heading={await sectionHeading('ProjectPage', 'features')} items={projectFeatures} />
      <CapabilityList
        id="capabilities"
        heading={await sectionHeading('ProjectPage', 'capabilities')}
        items={capabilities}
      />
      <Metrics
        id="metrics"
        heading={await sectionHeading('ProjectPage', 'metrics')}
        items={applyFigures(performanceMetrics, 'project', figures, locale)}
      />
      <Roadmap
        id="roadmap"
        tinted
        heading={await sectionHeading('ProjectPage', 'roadmap')}
        items={applyPhases(projectRoadmap, 'projectRoadmap', figures, locale)}
      />
      <Cta
        id="cta"
        {...await ctaWords('ProjectPage')}
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
