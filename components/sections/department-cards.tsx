import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Ltr, richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import type { Department } from '@/lib/content/contact';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; heading: HeadingText; items: Department[] };

/** One card per department, each with its own address. */
export async function DepartmentCards({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading} tinted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((department) => (
          <Card as="li" key={department.id} className="flex flex-col" data-testid={`${id}-item`}>
            <IconTile icon={department.icon} tone={department.tone} />
            <h3 className="mt-5 text-lg font-semibold">{t(department.titleKey)}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{t.rich(department.descriptionKey, richTags)}</p>
            <a
              href={`mailto:${department.email}`}
              className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Icon name="mail" className="size-4" />
              <Ltr>{department.email}</Ltr>
            </a>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
