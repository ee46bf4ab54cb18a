import { getLocale, getTranslations } from 'next-intl/server';
import { ContactFormClient } from './contact-form.client';
import { fieldErrorLabels } from './error-labels';
import type { ContactLabels } from './labels';

// Contract: the contact page renders <ContactForm />; it owns its texts (messages namespace "ContactForm").
export async function ContactForm() {
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
    honeypot: t('honeypot'),
    errorRejected: t('errorRejected'),
    errorServer: t('errorServer'),
    errorRateLimited: t('errorRateLimited'),
    errors: fieldErrorLabels(t),
  };
  return (
    <section aria-labelledby="contact-form-title" className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('intro')}</p>
      <ContactFormClient locale={locale} labels={labels} />
    </section>
  );
}
