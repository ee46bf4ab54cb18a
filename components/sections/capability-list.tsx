import { getTranslations } from 'next-intl/server';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { Capability } from '@/lib/content/capabilities';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; heading: HeadingText; items: Capability[] };

/** A two-column list of capabilities, each a short title and one line. */
export async function CapabilityList({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading} tinted>
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2">
        {items.map(({ id: itemId, icon, titleKey, descriptionKey }) => (
          <li
            key={itemId}
            className="flex items-start gap-4 rounded-2xl border border-border bg-background/60 p-5"
            data-testid={`${id}-item`}
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
            >
              <Icon name={icon} className="size-5 stroke-[1.75]" />
            </span>
            <div>
              <h3 className="font-semibold">{t(titleKey)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{t.rich(descriptionKey, richTags)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
