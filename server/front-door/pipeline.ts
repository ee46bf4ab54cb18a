// Everything a request meets before Next, in this order (docs/architecture.md#the-front-door). Each stage
// either answers the request itself or lets it through; the last hands it to Next's request handler.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { analyticsCspStage } from './analytics-csp.ts';
import { answerBeaconBeforeNext } from './beacon-admission.ts';
import { sendCachedPagesCompressed } from './compressed-pages.ts';
import { answerFromMicrocache, keepForMicrocache, microcacheKey } from './page-microcache.ts';
import { stampPeer } from './private-headers.ts';
import { admitRender, setServedDir } from './render-admission.ts';

/** Next's documented handler (`app.getRequestHandler()`), or a stand-in with its shape in tests. */
export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;

export type FrontDoorOptions = { servedDir: string; analyticsScriptUrl?: string; onError?: (error: unknown) => void };

/** The request listener for Node's server: the stages below, then Next. */
export function frontDoor(next: NextHandler, options: FrontDoorOptions) {
  setServedDir(options.servedDir);
  const allowAnalytics = analyticsCspStage(options.analyticsScriptUrl);
  const onError = options.onError ?? ((error: unknown) => console.error('[front-door]', error));
  const toNext = (request: IncomingMessage, response: ServerResponse) =>
    void next(request, response).catch((error: unknown) => {
      onError(error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });

  return function handle(request: IncomingMessage, response: ServerResponse): void {
    // 1. Who is asking: the TCP peer, over any copy a client sent.
    const peer = stampPeer(request);
    // 2. The analytics script's origin in this response's CSP, when one is set.
    allowAnalytics?.(response);
    // 3. Page-view beacons: counted and answered here.
    if (answerBeaconBeforeNext(request, response, peer)) return;
    // 4. Searches and other per-request renders: a repeated answer, a refusal, or Next holding a slot.
    if (admitRender(request, response, peer, () => toNext(request, response))) return;
    // 5. A page asked for within the last second: the same answer again.
    const key = microcacheKey(request);
    if (answerFromMicrocache(key, request, response)) return;
    // 6. Next, its cached pages sent from compressed copies, and its shareable answers kept for stage 5.
    toNext(request, response);
    sendCachedPagesCompressed(request, response);
    keepForMicrocache(key, response);
  };
}
