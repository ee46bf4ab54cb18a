import { jsonError } from '@/lib/http/json-error';

// Unknown API paths answer like the rest of the API (JSON `{message}`), not with the HTML 404
// page: API clients parse JSON, and a page would be a confusing answer to a typo in a URL.
function notFound(request: Request): Response {
  const response = jsonError(404, `No API route at ${new URL(request.url).pathname}`);
  if (request.method !== 'HEAD') return response;
  return new Response(null, { status: 404, headers: response.headers });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
