// Relative imports naming their .ts files, and the texts passed in rather than imported: the
// server's request hook runs this file in plain Node (server/lib/render-admission.ts), which
// resolves no aliases and reads JSON only with an import attribute the site's bundler does not take.
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

/**
 * The answer to a request the gate turns away, in the visitor's language: JSON `{ message }` for
 * the API (its one error shape), a small page for a browser, with Retry-After either way. Built
 * here, without a render, so it costs nothing while the renders are what is scarce.
 */
export function refusal(url: URL, status: 429 | 503, retryAfterSeconds: number, texts: RefusalTexts): Response {
  const locale = localeOf(url);
  const t = texts[locale];
  // Searches are named as such; any other held render (a listing, a made-up address) is "this page".
  const message = status === 429 ? t.tooMany : isSearch(url) ? t.busy : t.pageBusy;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (url.pathname.startsWith('/api/')) return Response.json({ message }, { status, headers });
  const again = `${url.pathname}${url.search}`;
  const html =
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark light"><meta name="robots" content="noindex">` +
    `<title>${escape(t.title)}</title></head><body><main><h1>${escape(t.title)}</h1><p>${escape(message)}</p>` +
    `<p><a href="${escape(again)}">${escape(t.tryAgain)}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
