import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import { TESTIMONIAL_INTERVAL_MS, type Testimonial } from '@/lib/content/testimonials';
import { TestimonialCarouselClient, type CarouselLabels, type Slide } from './testimonial-carousel.client';

type Props = { id: string; heading: HeadingText; label: string; items: Testimonial[] };

/** Translates the testimonials here, on the server; the client island only gets finished strings. */
export async function TestimonialCarousel({ id, heading, label, items }: Props) {
  const t = await getTranslations();
  const slides: Slide[] = items.map((item, i) => ({
    id: item.id,
    avatar: item.avatar,
    rating: item.rating,
    name: t(item.nameKey),
    role: t(item.roleKey),
    content: t(item.contentKey),
    ratingLabel: t('Sections.rating', { rating: item.rating }),
    label: t('Sections.carousel.slideLabel', { index: i + 1, total: items.length }),
    dotLabel: t('Sections.carousel.goTo', { index: i + 1 }),
  }));
  const labels: CarouselLabels = {
    region: label,
    roleDescription: t('Sections.carousel.roleDescription'),
    slideRoleDescription: t('Sections.carousel.slideRoleDescription'),
    choose: t('Sections.carousel.choose'),
    pause: t('Sections.carousel.pause'),
    play: t('Sections.carousel.play'),
  };
  return (
    <Section id={id} heading={heading}>
      <TestimonialCarouselClient slides={slides} labels={labels} intervalMs={TESTIMONIAL_INTERVAL_MS} />
    </Section>
  );
}
