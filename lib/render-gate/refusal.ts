// Relative .ts imports and texts passed in: the front door runs this in plain Node, without aliases or JSON imports.
import { directionOf, type Locale } from '../../i18n/locales.ts';
import { isSearch } from './classify.ts';

/** The SearchGate texts of messages/<locale>.json, per language. */
export type RefusalTexts = Record<
  Locale,
  { title: string; busy: string; pageBusy: string; tooMany: string; tryAgain: string }
>;

// The API's callers choose a language with `lang`; the pages carry it in their path.
function localeOf(url: URL): Locale {
  if (url.pathname === '/api/blogs') return url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
  return url.pathname.startsWith('/ar/') ? 'ar' : 'en';
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A refusal as plain parts: what the front door writes to Node's response directly. */
export type RefusalParts = { status: 429 | 503; headers: Record<string, string>; body: string };

/** The refusal in the visitor's language, built without a render; plain parts cost the hook less than a Response. */
export function refusalParts(
  url: URL,
  status: 429 | 503,
  retryAfterSeconds: number,
  texts: RefusalTexts,
): RefusalParts {
  const locale = localeOf(url);
  const t = texts[locale];
  // Searches are named as such; any other held render (a listing, a made-up address) is "this page".
  const message = status === 429 ? t.tooMany : isSearch(url) ? t.busy : t.pageBusy;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (url.pathname.startsWith('/api/')) {
    const body = JSON.stringify({ message });
    return { status, headers: { ...headers, 'Content-Type': 'application/json' }, body };
  }
  const again = `${url.pathname}${url.search}`;
  const body =
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark light"><meta name="robots" content="noindex">` +
    `<title>${escape(t.title)}</title></head><body><main><h1>${escape(t.title)}</h1><p>${escape(message)}</p>` +
    `<p><a href="${escape(again)}">${escape(t.tryAgain)}</a></p></main></body></html>`;
  return { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}
