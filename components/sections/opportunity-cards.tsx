import { getTranslations } from 'next-intl/server';
import { InvestorLearnMore } from '@/components/forms/investor-learn-more';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { richTags } from '@/components/ui/ltr';
import { Section } from '@/components/ui/section';
import type { HeadingText } from '@/components/ui/section-heading';
import { toneClasses } from '@/components/ui/tone';
import type { Opportunity } from '@/lib/content/opportunities';
import { Icon } from '@/components/ui/icon';

type Props = { id: string; heading: HeadingText; items: Opportunity[] };

/** Investment opportunities with amount, stage, what an investor gets, and a Learn More button each. */
export async function OpportunityCards({ id, heading, items }: Props) {
  const t = await getTranslations();
  return (
    <Section id={id} heading={heading} tinted>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => {
          const title = t(item.titleKey);
          return (
            <Card as="li" key={item.id} className="flex flex-col overflow-hidden" data-testid={`${id}-item`}>
              <span
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1 bg-linear-to-r rtl:bg-linear-to-l ${toneClasses[item.tone].bar}`}
              />
              <div className="flex items-start justify-between gap-4">
                <IconTile icon={item.icon} tone={item.tone} />
                <Badge tone={item.tone}>{t(item.stageKey)}</Badge>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className={`mt-2 text-3xl font-extrabold tracking-tight ${toneClasses[item.tone].text}`}>
                {t.rich(item.amountKey, richTags)}
              </p>
              <p className="mt-4 leading-relaxed text-muted">{t.rich(item.descriptionKey, richTags)}</p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {item.featureKeys.map((key) => (
                  <li key={key} className="flex items-start gap-3">
                    <Icon name="check" className={`mt-0.5 size-4 shrink-0 ${toneClasses[item.tone].text}`} />
                    <span>{t(key)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-8 [&>button]:w-full">
                <InvestorLearnMore opportunityTitle={title} label={t('Sections.learnMore')} />
              </div>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
