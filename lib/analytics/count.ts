import 'server-only';
import { env } from '@/lib/config/env';
import { clientIp, clientNetwork } from '@/lib/http/client-ip';
import { readTextBody } from '@/lib/http/read-json';
import { jsonError } from '@/lib/http/json-error';
import { ownHosts } from '@/lib/http/same-site';
import { takeBeacon } from './intake';

/**
 * POST /api/event inside Next, for a server started without the request hook (`next start`, `next
 * dev` by hand; with the hook, server/front-door/beacon-admission.ts answers before Next): the same intake
 * (intake.ts), which queues the view for the Next side to hash and store in batches (page-views.ts).
 */
export async function countPageView(request: Request): Promise<Response> {
  const answer = await takeBeacon(
    {
      method: request.method,
      header: (name) => request.headers.get(name),
      ownHosts: ownHosts(request),
      address: clientIp(request),
      network: clientNetwork(request),
      readBody: (maxBytes) => readTextBody(request, maxBytes),
    },
    env().ANALYTICS_RESPECT_DNT === 'true',
  );
  if (answer.status === 204) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  return jsonError(answer.status, answer.message);
}
