// No imports: the plain-Node front door sets this header (server/front-door/private-headers.ts), client-ip.ts reads it.

/** The private request header holding the TCP peer's address, over any copy a client sent. */
export const PEER_HEADER = 'x-sahla-peer';
