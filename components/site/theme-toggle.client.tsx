'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { iconButtonStyles } from '@/components/ui/button';
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from '@/lib/ui/theme';
import { Icon } from '@/components/ui/icon';

type Props = { toLightLabel: string; toDarkLabel: string };

// The theme lives on <html class="dark"> (set before paint by ThemeScript); this reads it
// from there, so the button never disagrees with what the visitor sees.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private mode); the theme still changes for this page.
  }
}

/** The stored choice, or null when there is none or storage is blocked. */
function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function ThemeToggle({ toLightLabel, toDarkLabel }: Props) {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
  // Pages React paints in the browser (the 404 page, see docs/frontend.md) never ran ThemeScript;
  // apply the stored choice here too so they follow it.
  useEffect(() => {
    const stored = storedTheme();
    if (stored && stored !== currentTheme()) applyTheme(stored);
  }, []);
  const label = theme === 'dark' ? toLightLabel : toDarkLabel;
  return (
    <button
      type="button"
      className={iconButtonStyles()}
      aria-label={label}
      title={label}
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      {/* Icons follow the class through CSS, so the right one shows before hydration. */}
      <Icon name="sun" className="hidden size-5 dark:block" />
      <Icon name="moon" className="size-5 dark:hidden" />
    </button>
  );
}
