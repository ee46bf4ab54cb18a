'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import {
  ariaCurrent,
  isWithinPath,
  type NavEntryView,
  type NavItemView,
  type NavMenuId,
} from '@/lib/content/navigation';
import { localePath, pathWithoutLocale } from '@/lib/routing/locale-path';
import { Icon } from '@/components/ui/icon';

type Props = { entries: NavEntryView[]; locale: Locale; label: string; className?: string };

const topItem =
  'inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-muted transition-colors ' +
  'hover:bg-surface-2 hover:text-foreground [&[aria-current]]:text-primary data-[active=true]:text-primary';

/** Desktop navigation: links and disclosure menus, at most one menu open at a time. */
export function HeaderNav({ entries, locale, label, className }: Props) {
  const pathname = pathWithoutLocale(usePathname());
  const [open, setOpen] = useState<NavMenuId | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const buttons = useRef(new Map<NavMenuId, HTMLButtonElement>());

  // Navigating (including back/forward) closes any open menu.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = event.target instanceof Element ? event.target.closest('[data-menu-root]') : null;
      if (root?.getAttribute('data-menu-root') !== open) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons.current.get(open)?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of an open menu closes it, so it never hides the page behind the focus.
  const closeOnFocusLeave = (id: NavMenuId) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) setOpen((current) => (current === id ? null : current));
  };

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-0.5">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.href}>
              <Link
                href={localePath(locale, entry.href)}
                aria-current={ariaCurrent(pathname, entry.href)}
                className={topItem}
              >
                {entry.label}
              </Link>
            </li>
          ) : (
            <li key={entry.id} className="relative" data-menu-root={entry.id} onBlur={closeOnFocusLeave(entry.id)}>
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(entry.id, node);
                  else buttons.current.delete(entry.id);
                }}
                aria-expanded={open === entry.id}
                aria-controls={`nav-menu-${entry.id}`}
                data-active={entry.items.some((item) => isWithinPath(pathname, item.href))}
                onClick={() => setOpen((current) => (current === entry.id ? null : entry.id))}
                className={topItem}
              >
                {entry.label}
                <Icon
                  name="chevron-down"
                  className={`size-4 transition-transform duration-200 ${open === entry.id ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={`nav-menu-${entry.id}`}
                hidden={open !== entry.id}
                className="absolute start-0 top-full z-50 mt-2 w-64 lg:w-72 rounded-xl border border-border bg-surface p-1.5 shadow-xl shadow-black/10 transition duration-150 starting:-translate-y-1 starting:opacity-0 dark:shadow-black/40"
              >
                <ul className="flex flex-col gap-0.5">
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <MenuLink item={item} locale={locale} pathname={pathname} onNavigate={() => setOpen(null)} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type MenuLinkProps = { item: NavItemView; locale: Locale; pathname: string; onNavigate: () => void };

function MenuLink({ item, locale, pathname, onNavigate }: MenuLinkProps) {
  return (
    <Link
      href={localePath(locale, item.href)}
      aria-current={ariaCurrent(pathname, item.href)}
      onClick={onNavigate}
      className="group flex items-start gap-3 rounded-lg p-2.5 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 [&[aria-current]]:bg-surface-2"
    >
      {item.icon && (
        <span className="grid size-9 shrink-0 place-items-center rounded-md border border-border bg-background text-primary transition-colors group-hover:border-primary/40">
          <Icon name={item.icon} className="size-4" />
        </span>
      )}
      <span className="flex flex-col gap-0.5">
        <span className="text-sm font-medium text-foreground group-[[aria-current]]:text-primary">{item.label}</span>
        {item.hint && <span className="text-xs leading-snug text-muted">{item.hint}</span>}
      </span>
    </Link>
  );
}
