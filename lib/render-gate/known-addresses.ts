// Which addresses of posts, events and newsletter issues the gate holds. Each such page is rendered
// once and then served from Next's cache, but a 404 is never stored (cache-handler.mjs), so every
// made-up address renders the whole page afresh: about 22 ms of the server's one thread each,
// measured on the test server. Left ungated, 50 connections asking for made-up posts served 39 of
// them a second and took `/about` from 262 to 36 pages a second (p99 49 → 688 ms), the starvation
// the gate exists to prevent. So an address its section does not know is an uncached render, held
// like a search of the blog; an address it knows is not.
//
// What a section knows lives in the site's bundles (the post index, the cached events, the
// newsletter archive), the request hook in plain Node, one process and one realm: each section
// publishes its lookup on globalThis under a registered symbol (as the gate itself does,
// ./instance.ts), and this file imports nothing of them. Held by the request hook only
// (server/lib/render-admission.ts): proxy.ts does not run on these pages, where it would cost every
// cached page a call into Next's proxy. Relative imports naming their .ts files: the hook runs
// this file in plain Node.

/** The folders whose one-segment addresses are looked up: /<section>/<slug>, /ar/<section>/<slug>. */
export type Section = 'blog' | 'events' | 'newsletter/issues';

/** True when the section has a page at this language's slug (a post, a redirect, an event, an issue). */
export type AddressLookup = (language: 'en' | 'ar', slug: string) => boolean;

const KEY = Symbol.for('sahla.address-lookups');
type Holder = { [KEY]?: Partial<Record<Section, AddressLookup>> };

/**
 * Called by a section whenever it has read what it holds: from then on its unknown addresses are
 * gated. A lookup answers "known" for whatever it cannot tell (a language not read yet).
 */
export function publishAddressLookup(section: Section, lookup: AddressLookup): void {
  const holder = globalThis as Holder;
  (holder[KEY] ??= {})[section] = lookup;
}

// One segment after the section: /blog/list/2 and /blog/preview/<token> are no post addresses.
const ADDRESS = /^\/(?:(ar)\/)?(blog|events|newsletter\/issues)\/([^/]+)$/;

/**
 * True for an address its section does not know. False for every other path, a known address, and
 * before the section has published a lookup (nothing is gated on a guess). A page saved a moment
 * ago (on another instance, or not read again here yet) is held until the section knows it, and
 * admitted at once unless a flood fills the gate.
 */
export function isUnknownAddress(pathname: string): boolean {
  const match = ADDRESS.exec(pathname);
  const lookup = match && (globalThis as Holder)[KEY]?.[match[2] as Section];
  if (!match || !lookup) return false;
  let slug = match[3];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all: the page looks it up as it is, and so does this.
  }
  return !lookup(match[1] === 'ar' ? 'ar' : 'en', slug);
}

const PREFIXES = ['/blog/', '/events/', '/newsletter/issues/'].flatMap((p) => [p, `/ar${p}`]);

/** The paths worth asking about, tested before any URL is parsed (the hook sees every request). */
export const mayBeAddress = (rawUrl: string) => PREFIXES.some((prefix) => rawUrl.startsWith(prefix));
