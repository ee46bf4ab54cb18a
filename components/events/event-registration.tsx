import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/i18n/locales';
import type { PublicEvent } from '@/lib/events/types';

/**
 * How to take part in an upcoming event: the organiser's registration link, or the site's own
 * contact form begun with the event's name (it lands in the admin's inbox like any message).
 */
export async function EventRegistration({ event, locale }: { event: PublicEvent; locale: Locale }) {
  const t = await getTranslations('EventDetail');
  if (event.registration === 'link') {
    return (
      <a
        href={event.registrationUrl}
        rel="noopener noreferrer"
        target="_blank"
        className="inline-flex w-fit items-center gap-2 rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground"
      >
        {t('register')}
        <Icon name="arrow-right" className="h-4 w-4 rtl:-scale-x-100" />
      </a>
    );
  }
  if (event.registration !== 'interest') return null;
  return (
    <section aria-labelledby="register-interest" className="flex flex-col gap-4 border-t border-border pt-6">
      <h2 id="register-interest" className="text-2xl font-semibold">
        {t('registerInterest')}
      </h2>
      <ContactForm presetMessage={t('interestMessage', { title: event.text[locale].title })} />
    </section>
  );
}
