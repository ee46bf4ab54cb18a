'use client';

import { useParams } from 'next/navigation';
import { ErrorPanel } from '@/components/site/error-panel.client';
import { errorLocale } from '@/lib/ui/error-messages';

// Inside the locale layout, so the header and footer stay; next-intl's server API is not
// available in a client component, so the locale comes from the route.
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = errorLocale(useParams<{ locale?: string }>()?.locale);
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return <ErrorPanel locale={locale} digest={digest} onRetry={retry} />;
}
