import type { Page } from '@playwright/test';
import ar from '../messages/ar.json';
import en from '../messages/en.json';

export const locales = ['en', 'ar'] as const;
export type TestLocale = (typeof locales)[number];

export const messages = { en, ar } as const;

/** The public URL of a page: English unprefixed, Arabic under /ar. */
export function url(locale: TestLocale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** A message as the visitor reads it: rich-text tags and doubled spaces gone. */
export function plain(text: string): string {
  return text.replace(/<\/?[a-z]+>/g, '').replace(/\s+/g, ' ');
}

/** Every external link on the page opens a new window without handing it the opener. */
export async function externalLinks(page: Page) {
  return page
    .locator('main a[target="_blank"]')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel'), text: a.textContent?.trim() })),
    );
}

/**
 * The path of the canonical link and of each hreflang alternate. Pages are generated at build time,
 * so the origin is the build's SITE_URL; the paths are what must be right.
 */
export async function metadataLinks(page: Page) {
  const path = (href: string | null) => (href ? new URL(href).pathname : null);
  const canonical = path(await page.locator('link[rel="canonical"]').getAttribute('href'));
  const alternates: Record<string, string | null> = {};
  for (const lang of ['en', 'ar', 'x-default'])
    alternates[lang] = path(await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href'));
  return { canonical, alternates };
}
