'use client';

import type { Locale } from '@/i18n/locales';
import { errorMessages } from '@/lib/ui/error-messages';
import { localePath } from '@/lib/routing/locale-path';
import { actionButtonClass } from '@/components/ui/button';

type Props = { locale: Locale; digest?: string; onRetry: () => void };

/**
 * What a visitor sees when a page fails: a plain sentence, a retry and a way home. Never
 * the error's message or stack; the digest matches the server's log line for support.
 */
export function ErrorPanel({ locale, digest, onRetry }: Props) {
  const t = errorMessages(locale);
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-muted">{t.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={actionButtonClass.primary}>
          {t.retry}
        </button>
        {/* A full page load on purpose: after a failure, start from a clean state. */}
        <a href={localePath(locale, '/')} className={actionButtonClass.secondary}>
          {t.home}
        </a>
      </div>
      {digest ? (
        <p className="mt-6 text-xs text-muted">
          {t.reference}: <span dir="ltr">{digest}</span>
        </p>
      ) : null}
    </section>
  );
}
