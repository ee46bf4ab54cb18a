import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { safeHandler } from '@/lib/http/safe-handler';
import { applyLink, inspectLink, type ConsentResult } from '@/lib/newsletter/consent';

type Context = { params: Promise<{ action: string }> };

const purposeOf = (action: string) => (action === 'confirm' || action === 'unsubscribe' ? action : null);

function answer(result: ConsentResult): Response {
  if (!result.ok) {
    const message = result.reason === 'expired' ? 'This link has expired' : 'This link is not valid';
    return jsonError(400, message, { body: { reason: result.reason } });
  }
  return Response.json(
    { status: result.status, changed: result.changed },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/** What the link would do (the page shows its button only for a good link); changes nothing. */
export const GET = safeHandler('GET /api/newsletter/:action', async (request: Request, { params }: Context) => {
  const purpose = purposeOf((await params).action);
  if (!purpose) return jsonError(404, 'Not found');
  return answer(await inspectLink(new URL(request.url).searchParams.get('token'), purpose));
});

/**
 * Applies the link. The token comes in the query (RFC 8058 one-click: a mail client POSTs
 * `List-Unsubscribe=One-Click` form-encoded to the List-Unsubscribe URL, from its own servers)
 * or in a JSON body `{token}` (the confirm/unsubscribe page).
 */
export const POST = safeHandler('POST /api/newsletter/:action', async (request: Request, { params }: Context) => {
  const purpose = purposeOf((await params).action);
  if (!purpose) return jsonError(404, 'Not found');
  let token: unknown = new URL(request.url).searchParams.get('token');
  if (!token) {
    const body = await readJsonBody(request, 1024);
    if (!body.ok) return jsonError(body.status, body.message);
    token = (body.data as { token?: unknown } | null)?.token;
  }
  return answer(await applyLink(token, purpose));
});
