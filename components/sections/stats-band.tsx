import { getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/ltr';
import type { Stat } from '@/lib/content/types';

type Props = { id: string; title: string; items: Stat[] };

/** Big figures in a full-width band: the home stats and the about figures. */
export async function StatsBand({ id, title, items }: Props) {
  const t = await getTranslations();
  return (
    <section aria-labelledby={id} className="render-near-viewport border-y border-border bg-surface/60">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:grid-cols-3 sm:gap-6 sm:px-6 lg:px-8">
        {items.map((stat) => (
          // dt comes first for assistive technology; the figure is shown above it.
          <div key={stat.id} className="flex flex-col-reverse items-center gap-2 text-center">
            <dt className="text-sm font-medium tracking-wide text-muted uppercase sm:text-base">{t(stat.labelKey)}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">
              <Ltr>{stat.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
