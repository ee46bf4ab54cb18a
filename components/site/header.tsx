import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function SiteHeader() {
  const t = await getTranslations('Brand');
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-7xl items-center px-6 py-4">
        <Link href="/" className="text-lg font-bold">
          {t('name')}
        </Link>
      </div>
    </header>
  );
}
