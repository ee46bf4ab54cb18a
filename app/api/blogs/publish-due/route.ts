import { timingSafeEqual } from 'node:crypto';
import { jsonError } from '@/lib/http/json-error';
import { safeHandler } from '@/lib/http/safe-handler';
import { PUBLICATION_HEADER, publicationSecret } from '@/lib/posts/publication-timer';
import { revalidatePosts } from '@/lib/posts/revalidate';

function fromOwnTimer(request: Request): boolean {
  const given = Buffer.from(request.headers.get(PUBLICATION_HEADER) ?? '');
  const expected = Buffer.from(publicationSecret());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Called by this server's own publication timer (lib/posts/publication-timer.ts) when a
 * scheduled post comes due: Next only lets a request revalidate its cache, so the timer sends
 * one to itself. Anyone else gets the API's usual 404.
 */
export const POST = safeHandler('POST /api/blogs/publish-due', async (request: Request) => {
  if (!fromOwnTimer(request)) return jsonError(404, 'Not found');
  revalidatePosts();
  return new Response(null, { status: 204 });
});
