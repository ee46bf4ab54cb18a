import { getTranslations } from 'next-intl/server';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialCarousel } from '@/components/sections/testimonial-carousel';
import { TrustBadges } from '@/components/sections/trust-badges';
import { UpcomingEvents } from '@/components/sections/upcoming-events';
import { HomeJsonLd } from '@/components/seo/page-json-ld';
import { ExternalButtonLink } from '@/components/ui/button-link';
import { WaitlistActions } from '@/components/sections/waitlist-actions';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { homeFeatures } from '@/lib/content/features';
import { homeStats } from '@/lib/content/stats';
import { applyFigures, readFigures } from '@/lib/figures/reads';
import { testimonials } from '@/lib/content/testimonials';
import { metadataFor } from '@/lib/seo/page-metadata';
import { ctaWords, heroWords, sectionHeading } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations('HomePage');
  const s = await getTranslations('Sections');
  const figures = await readFigures();

  return (
    <>
      <HomeJsonLd locale={locale} />
      <Hero {...await heroWords('HomePage')} actions={<WaitlistActions video="demo" />}>
        <TrustBadges />
      </Hero>
      <FeatureGrid id="features" heading={await sectionHeading('HomePage', 'features')} items={homeFeatures} />
      <StatsBand id="stats" title={t('stats.title')} items={applyFigures(homeStats, 'home', figures, locale)} />
      <TestimonialCarousel
        id="testimonials"
        heading={await sectionHeading('HomePage', 'testimonials')}
        label={t('testimonials.label')}
        items={testimonials}
      />
      <UpcomingEvents locale={locale} />
      <Cta
        id="cta"
        {...await ctaWords('HomePage')}
        actions={
          <ExternalButtonLink target="waitlist" variant="inverse">
            {s('joinWaitlist')}
          </ExternalButtonLink>
        }
      />
    </>
  );
}
