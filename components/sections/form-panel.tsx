import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type Props = { id: string; title: ReactNode; text: ReactNode; children: ReactNode };

/** A card that introduces a form with a heading and a line of text (the form itself is passed in). */
export function FormPanel({ id, title, text, children }: Props) {
  return (
    <Card as="section" aria-labelledby={id} className="sm:p-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">{text}</p>
      <div className="mt-8">{children}</div>
    </Card>
  );
}
