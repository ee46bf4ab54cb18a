import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { ContactCards } from '@/components/sections/contact-cards';
import { DepartmentCards } from '@/components/sections/department-cards';
import { FormPanel } from '@/components/sections/form-panel';
import { Hero } from '@/components/sections/hero';
import { MapPlaceholder } from '@/components/sections/map-placeholder';
import { OfficeHours } from '@/components/sections/office-hours';
import { richTags } from '@/components/ui/ltr';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { contactCards, departments } from '@/lib/content/contact';
import { metadataFor } from '@/lib/seo/page-metadata';
import { heroWords, sectionHeading } from '@/components/sections/section-words';

export const generateMetadata = metadataFor('/contact');

export default async function ContactPage({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('ContactPage');

  return (
    <>
      <Hero {...await heroWords('ContactPage')} />
      <ContactCards id="contact-cards" title={t('cards.title')} items={contactCards} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-3">
          <FormPanel id="message-form" title={t('form.title')} text={t.rich('form.text', richTags)}>
            <ContactForm />
          </FormPanel>
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <OfficeHours id="office-hours" />
          <MapPlaceholder id="map" title={t('map.title')} text={t('map.placeholder')} />
        </div>
      </div>
      <DepartmentCards
        id="departments"
        heading={await sectionHeading('ContactPage', 'departments')}
        items={departments}
      />
    </>
  );
}
