import type { ReactNode } from 'react';
import { SectionHeading, type PlacedHeading } from './section-heading';

type SectionProps = {
  /** Names the section: its heading gets the id `<id>-title` and labels the landmark. */
  id: string;
  heading: PlacedHeading;
  children: ReactNode;
  tinted?: boolean;
  className?: string;
};

/**
 * A page band below the hero: landmark named by its heading (drawn first), consistent spacing and width, drawn
 * only as it nears the viewport (see `render-near-viewport` in globals.css).
 */
export function Section({ id, heading, children, tinted, className = '' }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`render-near-viewport py-16 sm:py-24 ${tinted ? 'border-y border-border bg-surface/50' : ''} ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} {...heading} />
        {children}
      </div>
    </section>
  );
}
