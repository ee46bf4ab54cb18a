import { getTranslations } from 'next-intl/server';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { TimelineItem } from '@/lib/content/timeline';

type Props = { id: string; heading: HeadingText; items: TimelineItem[] };

/** A vertical journey: icon and connecting line on the start side, text beside it. */
export async function Timeline({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading}>
      <ol className="mx-auto max-w-3xl">
        {items.map((item, i) => (
          <li key={item.id} className="flex gap-6" data-testid={`${id}-item`}>
            <div className="flex flex-col items-center">
              <IconTile icon={item.icon} tone={item.tone} />
              {i < items.length - 1 && <span aria-hidden="true" className="my-2 w-px flex-1 bg-border" />}
            </div>
            <div className={i < items.length - 1 ? 'pb-12' : ''}>
              <p className="inline-flex rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-border">
                <time dateTime={item.year}>{item.year}</time>
              </p>
              <h3 className="mt-3 text-xl font-semibold">{t(item.titleKey)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t.rich(item.descriptionKey, richTags)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
