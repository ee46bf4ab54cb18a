// The analytics beacon answered before Next (docs/performance.md#numbers-behind-the-constants), by the
// site's own intake (lib/analytics/intake.ts), which app/api/event/route.ts runs without this hook.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { urlHost } from '../../lib/http/cross-site.ts';
import { BEACON_PATH, takeBeacon, type BodyResult } from '../../lib/analytics/intake.ts';
import { clientAddress, networkOf } from './client-address.ts';

/** Reads the body as UTF-8 text, refusing it once it passes maxBytes (Content-Length first). */
function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const tooBig = { ok: false, status: 413, message: `Body larger than ${maxBytes} bytes` } as const;
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(tooBig);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: BodyResult) => {
      request.removeAllListeners('data');
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        done(tooBig);
        request.resume(); // the rest is read and thrown away, so the connection can be reused
      } else chunks.push(chunk);
    });
    request.once('end', () => {
      if (size === 0) done({ ok: false, status: 400, message: 'Empty body' });
      else if (size <= maxBytes) done({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    });
    request.once('error', () => done({ ok: false, status: 400, message: 'Body not readable' }));
  });
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/** Answers a POST to the beacon's path and returns true; false for any other request. */
export function answerBeaconBeforeNext(request: IncomingMessage, response: ServerResponse, peer: string): boolean {
  if (request.method !== 'POST' || (request.url ?? '').split('?')[0] !== BEACON_PATH) return false;
  // An invalid TRUSTED_PROXIES: Next's route answers (and start-up stops the site).
  const address = clientAddress(request, peer);
  if (address === null) return false;
  const respectDnt = process.env.ANALYTICS_RESPECT_DNT === 'true';
  const ownHosts = [request.headers.host, urlHost(process.env.SITE_URL ?? '')];
  takeBeacon(
    {
      method: 'POST',
      header: (name) => header(request, name),
      ownHosts,
      address,
      network: networkOf(address),
      readBody: (max) => readBody(request, max),
    },
    respectDnt,
  )
    .then((answer) => {
      if (answer.status === 204) {
        response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
        return;
      }
      const body = JSON.stringify({ message: answer.message });
      response.writeHead(answer.status, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      response.end(body);
    })
    // Never expected (the intake throws nothing): a failure is a 500, not a hung beacon.
    .catch(() => response.writeHead(500).end());
  return true;
}
