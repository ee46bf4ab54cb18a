import { getTranslations } from 'next-intl/server';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import { toneClasses } from '@/components/ui/tone';
import type { IconCard } from '@/lib/content/types';

type Props = { id: string; title: string; items: IconCard[] };

/** Large statements side by side: the mission and the vision. */
export async function StatementCards({ id, title, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={{ title, srOnly: true }}>
      <div className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <article
            key={item.id}
            className="relative overflow-hidden rounded-3xl border border-border bg-surface p-8 sm:p-10"
          >
            <div
              aria-hidden="true"
              className={`absolute inset-x-0 top-0 h-1 bg-linear-to-r rtl:bg-linear-to-l ${toneClasses[item.tone].bar}`}
            />
            <IconTile icon={item.icon} tone={item.tone} size="lg" />
            <h3 className="mt-6 text-2xl font-bold">{t(item.titleKey)}</h3>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">
              {t.rich(item.descriptionKey, richTags)}
            </p>
          </article>
        ))}
      </div>
    </Section>
  );
}
