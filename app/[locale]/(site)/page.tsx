import { getTranslations } from 'next-intl/server';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialCarousel } from '@/components/sections/testimonial-carousel';
import { TrustBadges } from '@/components/sections/trust-badges';
import { HomeJsonLd } from '@/components/seo/page-json-ld';
import { ExternalButtonLink } from '@/components/ui/button-link';
import { WaitlistActions } from '@/components/sections/waitlist-actions';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { homeFeatures } from '@/lib/content/features';
import { homeStats } from '@/lib/content/stats';
import { testimonials } from '@/lib/content/testimonials';
import { metadataFor } from '@/lib/seo/page-metadata';

export const generateMetadata = metadataFor('/');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations('HomePage');
  const s = await getTranslations('Sections');

  return (
    <>
      <HomeJsonLd locale={locale} />
      <Hero
        badge={t('hero.badge')}
        title={t.rich('hero.title', richTags)}
        description={t.rich('hero.description', richTags)}
        actions={<WaitlistActions video="demo" />}
      >
        <TrustBadges />
      </Hero>
      <FeatureGrid
        id="features"
        heading={{ eyebrow: t('features.eyebrow'), title: t('features.title'), description: t('features.description') }}
        items={homeFeatures}
      />
      <StatsBand id="stats" title={t('stats.title')} items={homeStats} />
      <TestimonialCarousel
        id="testimonials"
        heading={{ eyebrow: t('testimonials.eyebrow'), title: t('testimonials.title') }}
        label={t('testimonials.label')}
        items={testimonials}
      />
      <Cta
        id="cta"
        title={t('cta.title')}
        text={t.rich('cta.text', richTags)}
        actions={
          <ExternalButtonLink target="waitlist" variant="inverse">
            {s('joinWaitlist')}
          </ExternalButtonLink>
        }
      />
    </>
  );
}
