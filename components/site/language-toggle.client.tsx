'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

type Props = { targetLocale: Locale; label: string; className?: string };
type Query = Record<string, string | string[]>;

// A real link to the same page in the other language. The query string is only known in the
// browser (pages are static), so the prerendered link omits it until hydration adds it.
export function LanguageToggle(props: Props) {
  return (
    <Suspense fallback={<ToggleLink {...props} query={null} />}>
      <ToggleWithQuery {...props} />
    </Suspense>
  );
}

function ToggleWithQuery(props: Props) {
  const search = useSearchParams();
  const query: Query = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return <ToggleLink {...props} query={search.size > 0 ? query : null} />;
}

function ToggleLink({ targetLocale, label, className, query }: Props & { query: Query | null }) {
  const pathname = usePathname() ?? '/';
  const code = targetLocale.toUpperCase();
  return (
    <Link href={query ? { pathname, query } : pathname} locale={targetLocale} className={className}>
      {/* The visible code starts the accessible name, so voice control can say "AR". */}
      {code}
      <span className="sr-only"> – {label}</span>
    </Link>
  );
}
