import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

type HeroProps = {
  badge: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Buttons under the description. */
  actions?: ReactNode;
  /** Anything after the buttons, such as trust badges. */
  children?: ReactNode;
};

// Decorative light behind the headline; centred with inset + margin so it needs no direction.
// The glows are radial gradients, not blurred discs: a 64 px blur over a 36rem disc took a phone's
// software rasterizer long enough to hold back the first paint by about 0.1 s.
function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className="absolute inset-0 opacity-60 dark:opacity-40"
        style={{
          backgroundImage:
            'linear-gradient(var(--border) 1px, transparent 1px), linear-gradient(90deg, var(--border) 1px, transparent 1px)',
          backgroundSize: '56px 56px',
          maskImage: 'radial-gradient(ellipse 70% 60% at 50% 0%, black, transparent 75%)',
        }}
      />
      <div className="absolute inset-x-0 -top-60 mx-auto size-[44rem] bg-radial from-indigo-500/30 to-transparent to-70% dark:from-indigo-500/35" />
      <div className="absolute inset-x-0 top-16 mx-auto size-[28rem] bg-radial from-cyan-400/25 to-transparent to-70% ltr:translate-x-40 rtl:-translate-x-40 dark:from-cyan-500/20" />
    </div>
  );
}

/** The opening band of a page: badge, the page's only h1, lead text and actions. */
export function Hero({ badge, title, description, actions, children }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate border-b border-border">
      <Backdrop />
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-20 text-center sm:px-6 sm:pt-28 sm:pb-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-background/70 px-4 py-1.5 text-sm font-medium text-primary backdrop-blur">
          <Icon name="sparkles" className="size-4" />
          {badge}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl sm:leading-tight"
        >
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted sm:text-xl">
          {description}
        </p>
        {actions && <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{actions}</div>}
        {children}
      </div>
    </section>
  );
}
