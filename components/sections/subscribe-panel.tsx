import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; title: ReactNode; text: ReactNode; children: ReactNode };

/** A heading and a line of text framing a sign-up form (the form itself is passed in). */
export function SubscribePanel({ id, title, text, children }: Props) {
  return (
    <section aria-labelledby={id} className="render-near-viewport px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-3xl rounded-3xl border border-border bg-surface p-8 text-center shadow-sm sm:p-12">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary"
        >
          <Icon name="mail-plus" className="size-7" />
        </span>
        <h2 id={id} className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl leading-relaxed text-muted">{text}</p>
        <div className="mx-auto mt-8 max-w-md">{children}</div>
      </div>
    </section>
  );
}
