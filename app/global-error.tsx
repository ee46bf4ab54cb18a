'use client';

import { useParams } from 'next/navigation';
import { ErrorPanel } from '@/components/site/error-panel.client';
import { WebFonts } from '@/components/site/web-fonts';
import { directionOf } from '@/i18n/locales';
import { errorLocale, errorMessages } from '@/lib/ui/error-messages';
import './globals.css';

// Replaces the whole document when the locale layout itself fails, so it brings its own
// <html>, styles and direction (dark, the site's default theme).
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = errorLocale(useParams<{ locale?: string }>()?.locale);
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <html lang={locale} dir={directionOf(locale)} className="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <WebFonts locale={locale} />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <title>{errorMessages(locale).title}</title>
        <main>
          <ErrorPanel locale={locale} digest={digest} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
