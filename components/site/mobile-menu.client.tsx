'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles, iconButtonStyles } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { ariaCurrent, type NavEntryView, type NavItemView } from '@/lib/content/navigation';
import { externalLinkProps } from '@/lib/ui/external-links';
import { localePath, pathWithoutLocale } from '@/lib/routing/locale-path';
import { Icon } from '@/components/ui/icon';

type Labels = { menu: string; nav: string; watchDemo: string; newWindow: string };
type Props = { entries: NavEntryView[]; locale: Locale; labels: Labels; className?: string };

/** Below `md`: one button that shows every link, menu children included, in a panel. */
export function MobileMenu({ entries, locale, labels, className }: Props) {
  const pathname = pathWithoutLocale(usePathname());
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-label={labels.menu}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className={iconButtonStyles()}
      >
        {open ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
      </button>
      {/* Rendered only while open: every page would otherwise carry a second, hidden copy of the
          header links (the desktop menus hold the same ones) in its HTML. */}
      {open && (
        <div
          id="mobile-menu"
          ref={panel}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-2xl shadow-black/20 transition duration-200 starting:-translate-y-2 starting:opacity-0"
        >
          <nav aria-label={labels.nav} className="mx-auto max-w-7xl px-4 pt-2 pb-5 sm:px-6">
            <ul className="flex flex-col divide-y divide-border">
              {entries.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.href} className="py-1.5">
                    <PanelLink item={entry} locale={locale} pathname={pathname} onNavigate={close} />
                  </li>
                ) : (
                  <li key={entry.id} className="py-1.5">
                    <p
                      id={`mobile-menu-${entry.id}`}
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
                    >
                      {entry.label}
                    </p>
                    <ul aria-labelledby={`mobile-menu-${entry.id}`} className="flex flex-col">
                      {entry.items.map((item) => (
                        <li key={item.href}>
                          <PanelLink item={item} locale={locale} pathname={pathname} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
            <a {...externalLinkProps('demo')} className={buttonStyles({ size: 'lg', className: 'mt-5 w-full' })}>
              <Icon name="play" className="size-4" />
              {labels.watchDemo}
              <span className="sr-only"> {labels.newWindow}</span>
            </a>
          </nav>
        </div>
      )}
    </div>
  );
}

type PanelLinkProps = { item: NavItemView; locale: Locale; pathname: string; onNavigate: () => void };

function PanelLink({ item, locale, pathname, onNavigate }: PanelLinkProps) {
  return (
    <Link
      href={localePath(locale, item.href)}
      aria-current={ariaCurrent(pathname, item.href)}
      onClick={onNavigate}
      className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-foreground transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 [&[aria-current]]:bg-surface-2 [&[aria-current]]:text-primary"
    >
      {item.label}
    </Link>
  );
}
