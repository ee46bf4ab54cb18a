import { getTranslations } from 'next-intl/server';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className="border-t border-border px-6 py-8 text-sm text-muted">
      <p>{t('rights')}</p>
    </footer>
  );
}
