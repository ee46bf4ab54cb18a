// Stage 1: the TCP peer in a private header, over any copy a client sent (lib/http/client-ip.ts reads it).
import type { IncomingMessage } from 'node:http';
import { PEER_HEADER } from '../../lib/http/peer-header.ts';

/** Drops every client copy of the peer header (both spellings Node keeps) and sets the real one; returns the peer. */
export function stampPeer(request: IncomingMessage): string {
  const raw = request.rawHeaders;
  if (raw.some((name, i) => i % 2 === 0 && name.toLowerCase() === PEER_HEADER)) {
    request.rawHeaders = raw.filter((_, i) => raw[i - (i % 2)].toLowerCase() !== PEER_HEADER);
  }
  const peer = request.socket?.remoteAddress ?? '';
  request.headers[PEER_HEADER] = peer;
  return peer;
}
