import { getTranslations } from 'next-intl/server';
import { Cta } from '@/components/sections/cta';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { OpportunityCards } from '@/components/sections/opportunity-cards';
import { Roadmap } from '@/components/sections/roadmap';
import { type PillButtonVariant } from '@/components/ui/button';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { marketMetrics } from '@/lib/content/metrics';
import { opportunities } from '@/lib/content/opportunities';
import { growthRoadmap } from '@/lib/content/roadmaps';
import { applyFigures, applyPhases, readFigures } from '@/lib/figures/reads';
import { metadataFor } from '@/lib/seo/page-metadata';
import { ctaWords, heroWords, sectionHeading } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/investment');

/** The hero and the closing panel offer the same two ways to talk to the team. */
async function InvestorActions({ primary, secondary }: { primary: PillButtonVariant; secondary: PillButtonVariant }) {
  const s = await getTranslations('Sections');
  return (
    <>
      <ButtonLink href="/contact" variant={primary} icon="arrow">
        {s('contactInvestment')}
      </ButtonLink>
      <ExternalButtonLink target="scheduling" variant={secondary}>
        {s('scheduleMeeting')}
      </ExternalButtonLink>
    </>
  );
}

export default async function InvestmentPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const figures = await readFigures();

  return (
    <>
      <Hero
        {...await heroWords('InvestmentPage')}
        actions={<InvestorActions primary="primary" secondary="secondary" />}
      />
      <Metrics
        id="market"
        heading={await sectionHeading('InvestmentPage', 'market')}
        items={applyFigures(marketMetrics, 'investment', figures, locale)}
      />
      <OpportunityCards
        id="opportunities"
        heading={await sectionHeading('InvestmentPage', 'opportunities')}
        items={opportunities}
      />
      <Roadmap
        id="growth"
        heading={await sectionHeading('InvestmentPage', 'roadmap')}
        items={applyPhases(growthRoadmap, 'investmentRoadmap', figures, locale)}
      />
      <Cta
        id="cta"
        {...await ctaWords('InvestmentPage')}
        actions={<InvestorActions primary="inverse" secondary="outlineInverse" />}
      />
    </>
  );
}
