import type { ReactNode } from 'react';

type SectionProps = {
  /** id of the heading that names this section for assistive technology. */
  labelledBy: string;
  children: ReactNode;
  tinted?: boolean;
  className?: string;
};

/**
 * A page band below the hero: landmark named by its heading, consistent spacing and width, drawn
 * only as it nears the viewport (see `render-near-viewport` in globals.css).
 */
export function Section({ labelledBy, children, tinted, className = '' }: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`render-near-viewport py-16 sm:py-24 ${tinted ? 'border-y border-border bg-surface/50' : ''} ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
