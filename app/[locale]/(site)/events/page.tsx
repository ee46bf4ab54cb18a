import { setRequestLocale } from 'next-intl/server';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { createSimplePage } from '@/components/site/simple-page';
import type { Locale } from '@/i18n/locales';

const page = createSimplePage('EventsPage', '/events');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }> };

// Forms branch: a Subscribe box under the heading until the marketing page's Stay Updated block renders it.
export default async function EventsPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <page.Page params={params} />
      <div className="mx-auto max-w-md px-6 pb-20">
        <NewsletterForm source="events" />
      </div>
    </>
  );
}
