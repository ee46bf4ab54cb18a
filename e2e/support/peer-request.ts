import http from 'node:http';

export type PeerResponse = { status: number; body: string };

/**
 * A request sent from a chosen loopback address (any of 127.0.0.0/8 is this machine), so the
 * server sees a distinct TCP peer per address, as it would see distinct visitors.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  { method = 'POST', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<PeerResponse> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
    request.end(payload);
  });
}

export const contactBody = (i: number | string, extra: Record<string, unknown> = {}) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.ma`,
  subject: 'general',
  message: `Message number ${i}`,
  ...extra,
});
