import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { RoadmapItem, RoadmapStatus } from '@/lib/content/roadmaps';
import type { IconName, Tone } from '@/lib/content/types';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; heading: HeadingText; items: RoadmapItem[]; tinted?: boolean };

const statusStyle: Record<
  RoadmapStatus,
  { tone: Tone | 'neutral'; icon: IconName; label: 'completed' | 'inProgress' | 'upcoming' | 'planned'; bar: string }
> = {
  completed: { tone: 'emerald', icon: 'circle-check', label: 'completed', bar: 'bg-emerald-500' },
  'in-progress': { tone: 'amber', icon: 'loader-circle', label: 'inProgress', bar: 'bg-amber-500' },
  upcoming: { tone: 'cyan', icon: 'clock', label: 'upcoming', bar: 'bg-cyan-500' },
  planned: { tone: 'neutral', icon: 'circle-dashed', label: 'planned', bar: 'bg-border' },
};

/** Ordered stages with a status each: the project phases and the investment growth quarters. */
export async function Roadmap({ id, heading, items, tinted }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading} tinted={tinted}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => {
          const style = statusStyle[item.status];
          return (
            <li
              key={item.id}
              data-testid={`${id}-item`}
              data-status={item.status}
              className={`relative flex flex-col overflow-hidden rounded-2xl border bg-surface p-6 ${
                item.status === 'in-progress' ? 'border-amber-500/50 shadow-lg shadow-amber-500/10' : 'border-border'
              }`}
            >
              <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${style.bar}`} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-muted">{item.phase ?? t(item.phaseKey)}</p>
                <Badge tone={style.tone}>
                  <Icon name={style.icon} />
                  {t(`Sections.status.${style.label}`)}
                </Badge>
              </div>
              <h3 className="mt-4 text-xl font-semibold">{t(item.titleKey)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t.rich(item.descriptionKey, richTags)}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
