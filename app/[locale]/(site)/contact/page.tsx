import { setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { createSimplePage } from '@/components/site/simple-page';
import type { Locale } from '@/i18n/locales';

const page = createSimplePage('ContactPage', '/contact');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }> };

// Forms branch: the contact form under the heading until the marketing page places it.
export default async function ContactPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <page.Page params={params} />
      <div className="mx-auto max-w-3xl px-6 pb-20">
        <ContactForm />
      </div>
    </>
  );
}
