import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { IconCard } from '@/lib/content/types';

type Props = { id: string; heading: HeadingText; items: IconCard[] };

/** A grid of icon cards: the home features and the project's core features. */
export async function FeatureGrid({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <Card as="li" key={item.id} interactive data-testid={`${id}-item`}>
            <IconTile icon={item.icon} tone={item.tone} />
            <h3 className="mt-5 text-lg font-semibold">{t(item.titleKey)}</h3>
            <p className="mt-2 leading-relaxed text-muted">{t.rich(item.descriptionKey, richTags)}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
