import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { hasText, readPage } from '@/lib/pages/reads';
import { localePath } from '@/lib/routing/locale-path';

/**
 * Under the contact, investor and newsletter forms: a link to the privacy notice in the page's
 * language, shown once that notice has text there (the admin's Pages tab writes it).
 */
export async function PrivacyNote({ className = '' }: { className?: string }) {
  const locale = (await getLocale()) as Locale;
  const page = await readPage('privacy');
  if (!hasText(page, locale)) return null;
  const t = await getTranslations('PrivacyNote');
  return (
    <p className={`text-xs text-muted ${className}`} data-testid="privacy-note">
      {t.rich('text', {
        link: (chunks) => (
          <a href={localePath(locale, '/privacy')} className="font-medium underline hover:text-primary">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
