import type { Page } from '@playwright/test';

/** The shell's words in each language, and each language's path prefix. */
export const text = {
  en: { prefix: '', nav: 'Main navigation', about: 'About', resources: 'Resources', contact: 'Contact', menu: 'Menu' },
  ar: {
    prefix: '/ar',
    nav: 'التنقل الرئيسي',
    about: 'من نحن',
    resources: 'الموارد',
    contact: 'تواصل',
    menu: 'القائمة',
  },
} as const;
type Locale = keyof typeof text;

/** Waits until React has hydrated the header, so clicks reach its handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

export function menuButton(page: Page, locale: Locale, name: 'about' | 'resources' | 'contact') {
  const nav = page.getByRole('navigation', { name: text[locale].nav });
  return nav.getByRole('button', { name: text[locale][name], exact: true });
}

export function menuPanel(page: Page, name: 'about' | 'resources' | 'contact') {
  return page.locator(`#nav-menu-${name}`);
}
