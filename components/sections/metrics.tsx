import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Ltr, richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { Metric } from '@/lib/content/metrics';

type Props = { id: string; heading: HeadingText; items: Metric[] };

const columns: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** Figures with an icon, a label and a line of context: project performance, investment market. */
export async function Metrics({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${columns[items.length] ?? 'lg:grid-cols-4'}`}>
        {items.map((metric) => (
          <Card as="li" key={metric.id} className="flex flex-col" data-testid={`${id}-item`}>
            <IconTile icon={metric.icon} tone={metric.tone} />
            {/* The label names the figure, so it comes first in the reading order; the figure shows first. */}
            <h3 className="order-2 mt-2 font-semibold">{t(metric.labelKey)}</h3>
            <p className="order-1 mt-5 text-4xl font-extrabold tracking-tight">
              <Ltr>{metric.value}</Ltr>
            </p>
            <p className="order-3 mt-1 text-sm leading-relaxed text-muted">{t.rich(metric.descriptionKey, richTags)}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
