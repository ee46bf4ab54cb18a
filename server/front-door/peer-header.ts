// The request hook, preloaded with `node --import`: the TCP peer in a private header (lib/http/client-ip.ts),
// then this folder's gate, beacons and caches, all before Next sees the request.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { registerHooks } from 'node:module';

// lib/'s .ts files are ES modules in a package without a module type: said only while the hook's
// imports load, so Node does not warn and nothing else is affected.
const esModules = registerHooks({
  load: (url, context, nextLoad) =>
    nextLoad(url, url.endsWith('.ts') ? { ...context, format: 'module-typescript' } : context),
});
const { admitBeforeNext, TICKET_HEADER } = await import('./render-admission.ts');
const { allowAnalyticsOrigin } = await import('./analytics-csp.ts');
const { answerBeaconBeforeNext } = await import('./beacon-admission.ts');
const { sendCachedPagesCompressed } = await import('./compressed-pages.ts');
const { answerFromMicrocache, keepForMicrocache, microcacheKey } = await import('./page-microcache.ts');
esModules.deregister();
allowAnalyticsOrigin(process.env.ANALYTICS_SCRIPT_URL || undefined);

export const PEER_HEADER = 'x-sahla-peer';
const PRIVATE_HEADERS = new Set([PEER_HEADER, TICKET_HEADER]);
const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean;

http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
  const request = args[0] as IncomingMessage | undefined;
  if ((event === 'request' || event === 'upgrade') && request?.headers) {
    // Node lower-cases names in `headers`; rawHeaders keeps the client's spelling and is cleaned too.
    const raw = request.rawHeaders;
    const isPrivate = (i: number) => PRIVATE_HEADERS.has(raw[i - (i % 2)].toLowerCase());
    if (Array.isArray(raw) && raw.some((_: string, i: number) => i % 2 === 0 && isPrivate(i))) {
      request.rawHeaders = raw.filter((_: string, i: number) => !isPrivate(i));
    }
    delete request.headers[TICKET_HEADER];
    const peer = request.socket?.remoteAddress ?? '';
    request.headers[PEER_HEADER] = peer;
    const proceed = () => void emit.call(this, event, ...args);
    const response = args[1] as ServerResponse;
    if (event === 'request' && answerBeaconBeforeNext(request, response, peer)) return true;
    if (event === 'request' && admitBeforeNext(request, response, peer, proceed)) return true;
    if (event === 'request') {
      const key = microcacheKey(request);
      if (answerFromMicrocache(key, request, response)) return true;
      // Next's compression wrapper is in place once it has taken the request: cached pages go out compressed.
      const taken = emit.call(this, event, ...args);
      sendCachedPagesCompressed(request, response);
      keepForMicrocache(key, response);
      return taken;
    }
  }
  return emit.call(this, event, ...args);
};
