import { getLocale, getTranslations } from 'next-intl/server';
import { InvestorDialog } from './investor-dialog.client';
import { PrivacyNote } from './privacy-note';
import { formMessageLabels } from './error-labels';
import type { InvestorLabels } from './labels';

// Contract: each investment opportunity card renders
// <InvestorLearnMore opportunityTitle={translated title} label={translated "Learn More"} />,
// a button that opens the investor modal titled with the opportunity.
export async function InvestorLearnMore({ opportunityTitle, label }: { opportunityTitle: string; label: string }) {
  const [t, locale] = await Promise.all([getTranslations('InvestorForm'), getLocale()]);
  const labels: InvestorLabels = {
    intro: t('intro'),
    close: t('close'),
    stepOne: t('step', { current: 1, total: 2 }),
    stepTwo: t('step', { current: 2, total: 2 }),
    detailsTitle: t('detailsTitle'),
    amountTitle: t('amountTitle'),
    firstName: t('firstName'),
    lastName: t('lastName'),
    phone: t('phone'),
    email: t('email'),
    company: t('company'),
    optional: t('optional'),
    investment: t('investment'),
    investmentHint: t('investmentHint'),
    next: t('next'),
    back: t('back'),
    submit: t('submit'),
    sending: t('sending'),
    thanksTitle: t('thanksTitle'),
    thanksText: t('thanksText', { title: opportunityTitle }),
    ok: t('ok'),
    ...formMessageLabels(t),
  };
  return (
    <InvestorDialog
      title={opportunityTitle}
      label={label}
      locale={locale}
      labels={labels}
      privacy={<PrivacyNote className="mt-4" />}
    />
  );
}
