import { getLocale, getTranslations } from 'next-intl/server';
import { ContactFormClient } from './contact-form.client';
import { PrivacyNote } from './privacy-note';
import { formMessageLabels } from './error-labels';
import type { ContactLabels } from './labels';

// Contract: the contact page renders <ContactForm />; it owns its texts (messages namespace "ContactForm").
export async function ContactForm({ presetMessage }: { presetMessage?: string } = {}) {
  const [t, locale] = await Promise.all([getTranslations('ContactForm'), getLocale()]);
  const labels: ContactLabels = {
    name: t('name'),
    email: t('email'),
    company: t('company'),
    optional: t('optional'),
    subject: t('subject'),
    subjects: {
      general: t('subjects.general'),
      support: t('subjects.support'),
      business: t('subjects.business'),
      press: t('subjects.press'),
    },
    message: t('message'),
    messagePlaceholder: t('messagePlaceholder'),
    submit: t('submit'),
    sending: t('sending'),
    success: t('success'),
    ...formMessageLabels(t),
  };
  // The contact page's panel supplies the heading and intro around the form.
  return (
    <>
      <ContactFormClient locale={locale} labels={labels} presetMessage={presetMessage} />
      <PrivacyNote className="mt-4" />
    </>
  );
}
