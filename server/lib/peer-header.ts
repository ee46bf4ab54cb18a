// Preloaded (`node --import`) into the site's server process. Next's route handlers get a Web
// Request, never the socket, so the TCP peer's address would be lost; this puts it in a private
// header on every incoming request before Next sees it, replacing any copy a client sent, so a
// header from outside can never pose as the peer. lib/http/client-ip.ts reads it.
import http, { type IncomingMessage } from 'node:http';

export const PEER_HEADER = 'x-sahla-peer';
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
  const request = args[0] as IncomingMessage | undefined;
  if ((event === 'request' || event === 'upgrade') && request?.headers) {
    // Node lower-cases names in `headers`; rawHeaders keeps the client's spelling and is cleaned too.
    const raw = request.rawHeaders;
    if (
      Array.isArray(raw) &&
      raw.some((value: string, i: number) => i % 2 === 0 && value.toLowerCase() === PEER_HEADER)
    ) {
      request.rawHeaders = raw.filter((_: string, i: number) => raw[i - (i % 2)].toLowerCase() !== PEER_HEADER);
    }
    request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? '';
  }
  return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
};
