'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { localePath, pathWithoutLocale } from '@/lib/routing/locale-path';

type Props = { targetLocale: Locale; label: string; className?: string };

// A real link to the same page in the other language. The query string is only known in the
// browser (pages are static), so the prerendered link omits it until hydration adds it.
// A plain full-page link: switching language swaps <html lang dir> and the font, and the client
// router's prefetch of the other locale's page (a rewritten path) came back 404 on Arabic pages.
// localePath keeps English unprefixed, where next-intl's Link would add /en and cost a redirect.
export function LanguageToggle(props: Props) {
  return (
    <Suspense fallback={<ToggleLink {...props} query="" />}>
      <ToggleWithQuery {...props} />
    </Suspense>
  );
}

function ToggleWithQuery(props: Props) {
  const query = useSearchParams().toString();
  return <ToggleLink {...props} query={query} />;
}

// A post exists in one language: its page in the other one is its translation (which the post
// page links with data-translation) or, without one, the other blog's listing.
const isPostPath = (path: string) => /^\/blog\/[^/]+/.test(path) && !/^\/blog\/list\//.test(path);

function followTranslation(event: MouseEvent<HTMLAnchorElement>, targetLocale: Locale) {
  const link = document.querySelector<HTMLAnchorElement>(`a[data-translation="${targetLocale}"]`);
  if (!link) return;
  event.preventDefault();
  window.location.assign(link.href);
}

function ToggleLink({ targetLocale, label, className, query }: Props & { query: string }) {
  const pathname = pathWithoutLocale(usePathname() ?? '/');
  const onPost = isPostPath(pathname);
  const href = onPost
    ? localePath(targetLocale, '/blog')
    : localePath(targetLocale, pathname) + (query ? `?${query}` : '');
  return (
    <a
      href={href}
      hrefLang={targetLocale}
      className={className}
      onClick={onPost ? (event) => followTranslation(event, targetLocale) : undefined}
    >
      {/* The visible code starts the accessible name, so voice control can say "AR". */}
      {targetLocale.toUpperCase()}
      <span className="sr-only"> – {label}</span>
    </a>
  );
}
