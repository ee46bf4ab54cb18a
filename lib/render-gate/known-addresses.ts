// Which post addresses the gate holds. A post's page is rendered once and then served from Next's
// cache, but a 404 is never stored (cache-handler.mjs), so every made-up address renders the whole
// page afresh: about 22 ms of the server's one thread each, measured on the test server. Left
// ungated, 50 connections asking for made-up posts served 39 of them a second and took `/about`
// from 262 to 36 pages a second (p99 49 → 688 ms), the starvation the gate exists to prevent. So
// an address this instance's post index does not know is an uncached render, held like a search
// of the blog; an address it knows (a post, a former slug, the other language's address) is not.
//
// The index lives in the site's bundles and the request hook in plain Node, one process and one
// realm: the index publishes its lookup on globalThis under a registered symbol (as the gate
// itself does, ./instance.ts), and this file imports nothing of the index. Held by the request
// hook only (server/lib/render-admission.ts): proxy.ts does not run on post pages, where it would
// cost every cached post page a call into Next's proxy. Relative imports
// naming their .ts files: the hook runs this file in plain Node.

/** True when the index has a public post, or a redirect, at this language's slug. */
export type PostLookup = (language: 'en' | 'ar', slug: string) => boolean;

const KEY = Symbol.for('sahla.post-lookup');
type Holder = { [KEY]?: PostLookup };

/** Called by the post index once it is built: from then on unknown post addresses are gated. */
export function publishPostLookup(lookup: PostLookup): void {
  (globalThis as Holder)[KEY] = lookup;
}

// /blog/<slug> and /ar/blog/<slug>, one segment: /blog/list/2 and /blog/preview/<token> are not posts.
const POST_PATH = /^\/(?:(ar)\/)?blog\/([^/]+)$/;

/**
 * True for a post address the index does not know. False for every other path, a known post, and
 * before the index is built (nothing is gated on a guess: the first blog reads wait for the index).
 * A post saved on another instance a moment ago is not known here yet: it is held to the gate like
 * a made-up one, which admits it at once unless a flood fills the gate.
 */
export function isUnknownPostPath(pathname: string): boolean {
  const match = POST_PATH.exec(pathname);
  const lookup = (globalThis as Holder)[KEY];
  if (!match || !lookup) return false;
  let slug = match[2];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // Not percent-encoded after all: the page looks it up as it is, and so does this.
  }
  return !lookup(match[1] === 'ar' ? 'ar' : 'en', slug);
}

/** The paths worth asking about, tested before any URL is parsed (the hook sees every request). */
export const mayBePostPath = (rawUrl: string) => rawUrl.startsWith('/blog/') || rawUrl.startsWith('/ar/blog/');
