import { getTranslations } from 'next-intl/server';
import { Cta } from '@/components/sections/cta';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { OpportunityCards } from '@/components/sections/opportunity-cards';
import { Roadmap } from '@/components/sections/roadmap';
import { type PillButtonVariant } from '@/components/ui/button';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { marketMetrics } from '@/lib/content/metrics';
import { opportunities } from '@/lib/content/opportunities';
import { growthRoadmap } from '@/lib/content/roadmaps';
import { metadataFor } from '@/lib/seo/page-metadata';

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
  await pageLocale(params);
  const t = await getTranslations('InvestmentPage');

  return (
    <>
      <Hero
        badge={t('hero.badge')}
        title={t.rich('hero.title', richTags)}
        description={t.rich('hero.description', richTags)}
        actions={<InvestorActions primary="primary" secondary="secondary" />}
      />
      <Metrics
        id="market"
        heading={{ eyebrow: t('market.eyebrow'), title: t('market.title'), description: t('market.description') }}
        items={marketMetrics}
      />
      <OpportunityCards
        id="opportunities"
        heading={{
          eyebrow: t('opportunities.eyebrow'),
          title: t('opportunities.title'),
          description: t('opportunities.description'),
        }}
        items={opportunities}
      />
      <Roadmap
        id="growth"
        heading={{ eyebrow: t('roadmap.eyebrow'), title: t('roadmap.title'), description: t('roadmap.description') }}
        items={growthRoadmap}
      />
      <Cta
        id="cta"
        title={t('cta.title')}
        text={t.rich('cta.text', richTags)}
        actions={<InvestorActions primary="inverse" secondary="outlineInverse" />}
      />
    </>
  );
}
