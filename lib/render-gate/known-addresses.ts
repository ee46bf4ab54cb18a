// Post, event and issue addresses their section does not know: a 404 is never cached, so each is a
// full render, held by the gate like a search (docs/performance.md#numbers-behind-the-constants).
// Sections publish lookups on a process-wide holder (packages/process-state); the front door alone asks, in plain Node.
import { addressLookups } from '@sahla/process-state';

/** The folders whose one-segment addresses are looked up: /<section>/<slug>, /ar/<section>/<slug>. */
export type Section = 'blog' | 'events' | 'newsletter/issues';

/** True when the section has a page at this language's slug (a post, a redirect, an event, an issue). */
export type AddressLookup = (language: 'en' | 'ar', slug: string) => boolean;

const lookups = addressLookups as Partial<Record<Section, AddressLookup>>;

/** A section's lookup, published once it has read what it holds; unsure answers say "known". */
export function publishAddressLookup(section: Section, lookup: AddressLookup): void {
  lookups[section] = lookup;
}

// One segment after the section: /blog/list/2 and /blog/preview/<token> are no post addresses.
const ADDRESS = /^\/(?:(ar)\/)?(blog|events|newsletter\/issues)\/([^/]+)$/;

/** True for an address its section does not know; false for any other path or before a lookup exists. */
export function isUnknownAddress(pathname: string): boolean {
  const match = ADDRESS.exec(pathname);
  const lookup = match && lookups[match[2] as Section];
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
