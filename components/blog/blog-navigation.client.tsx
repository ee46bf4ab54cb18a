'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useTransition, type MouseEvent, type ReactNode } from 'react';

type BlogNavigation = { pending: boolean; go: (href: string) => void };

const Context = createContext<BlogNavigation | null>(null);

/**
 * Changes the blog's query (?q=&category=&page=) as a transition: the server renders the new
 * results while the current ones stay on screen, marked as loading, with no full reload.
 */
export function BlogNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = useCallback((href: string) => startTransition(() => router.replace(href, { scroll: false })), [router]);
  return <Context.Provider value={{ pending, go }}>{children}</Context.Provider>;
}

export function useBlogNavigation(): BlogNavigation {
  const value = useContext(Context);
  if (!value) throw new Error('useBlogNavigation needs a BlogNavigationProvider');
  return value;
}

/** The current path with a new query string, e.g. "/ar/blog?q=ai". */
export function useQueryHref() {
  const pathname = usePathname();
  return useCallback(
    (params: URLSearchParams) => {
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );
}

type LinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'true';
  'aria-label'?: string;
  rel?: string;
};

/** A plain link (it works without JavaScript) that, with it, updates the results in place. */
export function FilterLink({ href, children, ...rest }: LinkProps) {
  const { go } = useBlogNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    go(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** Wraps the results: dimmed and announced as busy while new ones load. */
export function ResultsRegion({ children, loadingLabel }: { children: ReactNode; loadingLabel: string }) {
  const { pending } = useBlogNavigation();
  return (
    <div className="relative" aria-busy={pending} data-loading={pending || undefined}>
      {pending && (
        <div role="status" className="absolute inset-x-0 top-0 z-10 flex justify-center pt-10">
          <span className="inline-flex items-center gap-3 rounded-full border border-border bg-surface px-5 py-2.5 text-sm font-medium shadow-lg">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
            />
            {loadingLabel}
          </span>
        </div>
      )}
      <div className={pending ? 'pointer-events-none opacity-50 transition-opacity' : 'transition-opacity'}>
        {children}
      </div>
    </div>
  );
}
