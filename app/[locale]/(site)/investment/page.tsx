import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InvestorLearnMore } from '@/components/forms/investor-learn-more';
import { createSimplePage } from '@/components/site/simple-page';
import type { Locale } from '@/i18n/locales';

const page = createSimplePage('InvestmentPage', '/investment');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }> };

// Forms branch: the investor modal under the heading until the marketing page's cards render it.
export default async function InvestmentPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  const [tPage, tForm] = await Promise.all([getTranslations('InvestmentPage'), getTranslations('InvestorForm')]);
  return (
    <>
      <page.Page params={params} />
      <div className="flex justify-center px-6 pb-20">
        <InvestorLearnMore opportunityTitle={tPage('title')} label={tForm('learnMore')} />
      </div>
    </>
  );
}
