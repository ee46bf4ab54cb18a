import 'server-only';
import { env } from '@/lib/config/env';
import { clientIp, clientNetwork } from '@/lib/http/client-ip';
import { readTextBody } from '@/lib/http/read-json';
import { jsonError } from '@/lib/http/json-error';
import { ownHosts } from '@/lib/http/same-site';
import { takeBeacon } from './intake';

/** POST /api/event inside Next, for `next start` by hand, which has no front door; the same intake (intake.ts). */
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
