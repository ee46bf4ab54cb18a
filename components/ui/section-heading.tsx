import type { ReactNode } from 'react';

export type HeadingText = { eyebrow?: ReactNode; title: ReactNode; description?: ReactNode };

/** A heading and how it stands: centred (default) or at the start, or read only by screen readers. */
export type PlacedHeading = HeadingText & { align?: 'center' | 'start'; srOnly?: boolean };

type Props = PlacedHeading & { id: string };

/** Eyebrow, h2 and lead paragraph that open a section. */
export function SectionHeading({ id, eyebrow, title, description, align = 'center', srOnly }: Props) {
  if (srOnly)
    return (
      <h2 id={id} className="sr-only">
        {title}
      </h2>
    );
  const alignment = align === 'center' ? 'mx-auto text-center' : 'text-start';
  return (
    <div className={`mb-12 max-w-3xl ${alignment}`}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{description}</p>}
    </div>
  );
}
