import { getLocale, getTranslations } from 'next-intl/server';
import type { NewsletterSource } from '@/lib/forms/form-names';
import { formMessageLabels } from './error-labels';
import type { NewsletterLabels } from './labels';
import { NewsletterFormClient } from './newsletter-form.client';
import { PrivacyNote } from './privacy-note';

export type { NewsletterSource };

// Contract: every Subscribe box renders <NewsletterForm source="..." />; it owns its texts
// (messages namespace "Newsletter") and posts to /api/newsletter. The box's heading, if any,
// belongs to the page around it.
export async function NewsletterForm({ source, className }: { source: NewsletterSource; className?: string }) {
  const [t, locale] = await Promise.all([getTranslations('Newsletter'), getLocale()]);
  const labels: NewsletterLabels = {
    emailLabel: t('emailLabel'),
    placeholder: t('placeholder'),
    subscribe: t('subscribe'),
    subscribing: t('subscribing'),
    success: t('success'),
    ...formMessageLabels(t),
  };
  return (
    <>
      <NewsletterFormClient source={source} locale={locale} labels={labels} className={className} />
      <PrivacyNote className="mt-3" />
    </>
  );
}
