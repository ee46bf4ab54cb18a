// Preloaded (`node --import`) into the site's server process. Next's route handlers get a Web
// Request, never the socket, so the TCP peer's address would be lost; this puts it in a private
// header on every incoming request before Next sees it, replacing any copy a client sent, so a
// header from outside can never pose as the peer. lib/http/client-ip.ts reads it. A client's copy
// of the render gate's ticket is dropped the same way, gated searches are admitted or refused
// here, before Next (render-admission.ts; a repeated search answered from memory,
// search-answers.ts), analytics beacons answered (beacon-admission.ts), cached pages sent from
// compressed copies (compressed-pages.ts), and a cached page asked again within a second
// answered without Next (page-microcache.ts).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { registerHooks } from 'node:module';

// The site's .ts files under lib/ sit in a package that declares no module type, so Node would
// parse each as CommonJS first, fail, and warn on the server's output at every start. They are ES
// modules: said here while the hook's own imports load, then withdrawn, so nothing else this
// process loads (Next's own code, `next dev`'s config) is affected.
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
      // Counted by the gate above as a page served (searches give way to it), then answered
      // from the second's copy when there is one.
      const key = microcacheKey(request);
      if (answerFromMicrocache(key, request, response)) return true;
      // Next's compression wrapper is put in place before its handler first waits, so it is there
      // once Next has taken the request; cached pages are then sent from compressed copies.
      const taken = emit.call(this, event, ...args);
      sendCachedPagesCompressed(request, response);
      keepForMicrocache(key, response);
      return taken;
    }
  }
  return emit.call(this, event, ...args);
};
