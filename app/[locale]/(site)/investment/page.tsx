import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Cta } from '@/components/sections/cta';
import { Hero } from '@/components/sections/hero';
import { Metrics } from '@/components/sections/metrics';
import { OpportunityCards } from '@/components/sections/opportunity-cards';
import { Roadmap } from '@/components/sections/roadmap';
import { ButtonLink, ExternalButtonLink, type ButtonVariant } from '@/components/ui/button-link';
import { richTags } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { marketMetrics } from '@/lib/content/metrics';
import { opportunities } from '@/lib/content/opportunities';
import { growthRoadmap } from '@/lib/content/roadmaps';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata((await params).locale as Locale, '/investment');
}

/** The hero and the closing panel offer the same two ways to talk to the team. */
async function InvestorActions({ primary, secondary }: { primary: ButtonVariant; secondary: ButtonVariant }) {
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

export default async function InvestmentPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
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
