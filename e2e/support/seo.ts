import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const LOCALES = ['en', 'ar'] as const;
export const localized = (locale: string, path: string) =>
  locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`;

export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** Every node of every JSON-LD script on the page; each script must parse. */
export async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.flatMap((text) => {
    const data = JSON.parse(text);
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'] ?? [data];
  });
}

export function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key.replace(/:/g, '\\:')}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
}

/** Fetches an image by the path of its (absolute) URL and reads the PNG header's size. */
export async function expectCard(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url);
  const res = await request.get(pathname + search);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toContain('immutable');
  const png = await res.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
}

/** Parses XML with the browser's own parser; a parse error fails the test. */
export async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return doc.querySelector('parsererror')?.textContent ?? null;
  }, xml);
}
