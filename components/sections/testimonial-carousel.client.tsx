'use client';

import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { StarRating } from '@/components/ui/star-rating';
import { Icon } from '@/components/ui/icon';

export type Slide = {
  id: string;
  avatar: string;
  rating: number;
  name: string;
  role: string;
  content: string;
  ratingLabel: string;
  label: string;
  dotLabel: string;
};

export type CarouselLabels = {
  region: string;
  roleDescription: string;
  slideRoleDescription: string;
  choose: string;
  pause: string;
  play: string;
};

type Props = { slides: Slide[]; labels: CarouselLabels; intervalMs: number };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The WAI-ARIA APG auto-rotating carousel: rotation stops while the pointer is over it or focus is in
 * it, never starts for visitors who prefer reduced motion (unless they press play), and the slide is
 * announced politely only when rotation is not running, so screen readers are not interrupted every 5 s.
 */
export function TestimonialCarouselClient({ slides, labels, intervalMs }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const hydrated = useHydrated();

  const wantsRotation = playChoice ?? !reducedMotion;
  const rotating = hydrated && wantsRotation && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, slides.length]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <div
      role="region"
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      data-hydrated={hydrated}
      data-rotating={rotating}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={slide.label}
              // Every slide shares one grid cell, so the tallest sets the height and nothing jumps.
              className={`[grid-area:1/1] transition-opacity duration-500 ${current ? 'opacity-100' : 'invisible opacity-0'}`}
            >
              <figure className="relative h-full rounded-3xl border border-border bg-surface p-8 shadow-sm sm:p-12">
                <Icon name="quote" className="absolute end-8 top-8 size-12 text-primary/15 rtl:-scale-x-100" />
                <StarRating rating={slide.rating} label={slide.ratingLabel} />
                <blockquote className="mt-6 text-lg leading-relaxed text-pretty sm:text-xl">
                  <p>{slide.content}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-2xl ring-1 ring-border"
                  >
                    {slide.avatar}
                  </span>
                  <span>
                    <span className="block font-semibold">{slide.name}</span>
                    <span className="block text-sm text-muted">{slide.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPlayChoice(!wantsRotation)}
          aria-label={wantsRotation ? labels.pause : labels.play}
          className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface text-muted transition hover:text-foreground"
        >
          {wantsRotation ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
        </button>
        <div role="group" aria-label={labels.choose} className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              aria-label={slide.dotLabel}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all duration-300 ${
                  i === index ? 'w-7 bg-primary' : 'w-2.5 bg-muted group-hover:bg-foreground'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
