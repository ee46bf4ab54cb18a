import { headers } from 'next/headers';
import { after } from 'next/server';
import { renderGate, TICKET_HEADER } from './shared';

/** Gives the request's slot back in `after()`, once the streamed response is done (proxy.ts returns before it). */
export function releaseAfterResponse(requestHeaders: Headers): void {
  const ticket = requestHeaders.get(TICKET_HEADER);
  if (ticket) after(() => void renderGate().leave(ticket));
}

/** The same, for a server component (which reads the request's headers through next/headers). */
export async function releasePageAfterResponse(): Promise<void> {
  releaseAfterResponse(await headers());
}
