import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Ltr, richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { ContactCard } from '@/lib/content/contact';
import { officeHours } from '@/lib/content/office-hours';
import { formatHoursRange } from '@/lib/content/format-hours';

type Props = { id: string; title: string; items: ContactCard[] };

/** The four ways to reach the company: email, phone, office, working hours. */
export async function ContactCards({ id, title, items }: Props) {
  const t = await getTranslations();
  const format = await getFormatter();
  const weekdays = officeHours.find((slot) => slot.id === 'weekdays');
  const weekdayHours = weekdays && 'open' in weekdays && (
    <>
      <span className="block">{t('ContactPage.officeHours.weekdaysShort')}</span>
      <span className="block">{formatHoursRange(format, weekdays.open, weekdays.close)}</span>
    </>
  );

  return (
    <Section id={id} heading={{ title, srOnly: true }} className="pb-0 sm:pb-0">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((card) => (
          <Card as="li" key={card.id} interactive data-testid={`${id}-item`}>
            <IconTile icon={card.icon} tone={card.tone} />
            <h3 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">{t(card.titleKey)}</h3>
            <p className="mt-2 text-lg font-semibold break-words">
              {card.detail.kind === 'link' && (
                <a href={card.detail.href} className="underline-offset-4 hover:text-primary hover:underline">
                  <Ltr>{card.detail.text}</Ltr>
                </a>
              )}
              {card.detail.kind === 'text' && t(card.detail.key)}
              {card.detail.kind === 'weekdayHours' && weekdayHours}
            </p>
            <p className="mt-1 text-sm text-muted">{t.rich(card.noteKey, richTags)}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
