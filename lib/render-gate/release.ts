import { headers } from 'next/headers';
import { after } from 'next/server';
import { renderGate, TICKET_HEADER } from './shared';

/**
 * Gives the request's slot back once its response has been sent. proxy.ts admits the request but
 * returns before the page renders, so the slot cannot be released there; `after()` runs when the
 * whole response (the streamed page included) has finished or the visitor has gone, which is
 * when the render's work ends. Called from the gated page and route.
 */
export function releaseAfterResponse(requestHeaders: Headers): void {
  const ticket = requestHeaders.get(TICKET_HEADER);
  if (ticket) after(() => void renderGate().leave(ticket));
}

/** The same, for a server component (which reads the request's headers through next/headers). */
export async function releasePageAfterResponse(): Promise<void> {
  releaseAfterResponse(await headers());
}
