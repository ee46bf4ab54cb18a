import type { ReactNode } from 'react';
import type { Tone } from '@/lib/content/types';
import { toneClasses } from './tone';

/** A small pill of text; tone 'neutral' for quiet labels. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone | 'neutral'; children: ReactNode }) {
  const colours =
    tone === 'neutral' ? 'bg-surface-2 text-muted ring-border' : `${toneClasses[tone].tile} ${toneClasses[tone].ring}`;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset [&>svg]:size-3.5 ${colours}`}
    >
      {children}
    </span>
  );
}
