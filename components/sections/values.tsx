import { getTranslations } from 'next-intl/server';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { IconCard } from '@/lib/content/types';

type Props = { id: string; heading: HeadingText; items: IconCard[] };

/** The company values: icon beside the text, two by two. */
export async function Values({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading} tinted>
      <ul className="mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex gap-5" data-testid={`${id}-item`}>
            <IconTile icon={item.icon} tone={item.tone} />
            <div>
              <h3 className="text-lg font-semibold">{t(item.titleKey)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t.rich(item.descriptionKey, richTags)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
