import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { officeHours, REPLY_WITHIN_HOURS } from '@/lib/content/office-hours';
import { formatHoursRange } from '@/lib/content/format-hours';
import { Icon } from '@/components/ui/icon';

/** The weekly opening hours and the promised reply time. */
export async function OfficeHours({ id }: { id: string }) {
  const t = await getTranslations('ContactPage.officeHours');
  const root = await getTranslations();
  const format = await getFormatter();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {t('title')}
      </h2>
      <dl className="mt-5 divide-y divide-border">
        {officeHours.map((slot) => (
          <div key={slot.id} className="flex items-center justify-between gap-4 py-3" data-testid={`${id}-row`}>
            <dt className="font-medium">{root(slot.daysKey)}</dt>
            <dd className={`whitespace-nowrap ${'closed' in slot ? 'text-muted' : 'font-semibold'}`}>
              {'closed' in slot ? t('closed') : formatHoursRange(format, slot.open, slot.close)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 flex items-start gap-3 rounded-xl bg-primary/10 p-4 text-sm">
        <Icon name="message-circle-reply" className="mt-0.5 size-5 shrink-0 text-primary" />
        {t('reply', { hours: REPLY_WITHIN_HOURS })}
      </p>
    </Card>
  );
}
