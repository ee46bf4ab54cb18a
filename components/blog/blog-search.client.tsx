'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useBlogNavigation, useQueryHref } from './blog-navigation.client';
import { useDraftAcrossRedraws } from './search-draft';
import { Icon } from '@/components/ui/icon';

const DEBOUNCE_MS = 300;

type Props = {
  // The query the server rendered (not read from the URL here, so cached listings render it too).
  query: string;
  category: string | null;
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
};

/**
 * The search box: results follow as you type (debounced), with the query kept in the URL so a
 * search can be shared and the back button works. Without JavaScript it submits as a GET form.
 */
export function BlogSearch({ query: urlQuery, category, label, placeholder, clearLabel, maxLength }: Props) {
  const { go, pending } = useBlogNavigation();
  const toHref = useQueryHref();
  const [value, setValue] = useState(urlQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes the URL under us: follow it unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(urlQuery);
  }, [urlQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The searches this box asked for, newest last (a few are enough: see search-draft.ts).
  const searched = useRef<string[]>([]);

  const navigate = (next: string) => {
    // A new search starts at its first page and keeps the chosen category.
    const params = new URLSearchParams();
    if (next.trim()) params.set('q', next.trim());
    if (category) params.set('category', category);
    const q = params.get('q') ?? '';
    if (q === urlQuery) return;
    searched.current = [...searched.current.slice(-4), q];
    go(toHref(params));
  };

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(next), DEBOUNCE_MS);
  };

  // The first results of a search come with a new box: it takes on what was typed meanwhile.
  useDraftAcrossRedraws({ input: inputRef, path: usePathname(), query: urlQuery, searched, resume: onChange });

  return (
    <form
      role="search"
      action=""
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        navigate(value);
      }}
      className="relative w-full max-w-xl"
    >
      <label htmlFor="blog-search" className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
      />
      <input
        ref={inputRef}
        id="blog-search"
        type="search"
        name="q"
        dir="auto"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border border-border bg-surface py-3 ps-12 pe-12 text-base shadow-sm outline-none placeholder:text-muted focus:border-primary focus:ring-2 focus:ring-primary/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {category && <input type="hidden" name="category" value={category} />}
      {pending ? (
        <span
          aria-hidden="true"
          className="absolute end-4 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin rounded-full border-2 border-primary border-t-transparent"
        />
      ) : (
        value && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              clearTimeout(timer.current);
              setValue('');
              navigate('');
              inputRef.current?.focus();
            }}
            className="absolute end-3 top-1/2 -translate-y-1/2 rounded-md p-1 text-muted hover:text-foreground"
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        )
      )}
    </form>
  );
}
