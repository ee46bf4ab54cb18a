import { mkdtempSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { searchConcurrency, searchShare } from '@/lib/config/search-concurrency';
import { instanceGate } from '@/lib/render-gate/instance';
import { frontDoor } from '@/server/front-door/pipeline';

// The whole front door (server/front-door/pipeline.ts) on a real HTTP server, in front of a stand-in for
// Next's handler that records what reached it; each test asks as a browser would and looks at the answer.
const gate = instanceGate(searchConcurrency(process.env.SEARCH_CONCURRENCY), searchShare(process.env.SEARCH_SHARE));
const seen: IncomingMessage[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.end('page');
const standIn = async (request: IncomingMessage, response: ServerResponse) => {
  seen.push(request);
  // Next writes nothing before its first await; the stages after it wrap the response meanwhile.
  await new Promise((resolve) => setImmediate(resolve));
  if (request.url === '/broken') throw new Error('a render that failed');
  answer(request, response);
};
const servedDir = mkdtempSync(path.join(os.tmpdir(), 'front-door-')); // no build: no unclaimed paths
const server = http.createServer(
  frontDoor(standIn, {
    servedDir,
    analyticsScriptUrl: 'https://plausible.example.com/js/script.js',
    onError: () => undefined,
  }),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  answer = (_, response) => response.end('page');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(base + url, { headers, signal: AbortSignal.timeout(5_000) });

describe('the front door', () => {
  it('tells Next the real peer, whatever peer header a client sent', async () => {
    const response = await get('/about', { 'X-Sahla-Peer': '203.0.113.9' });
    expect(await response.text()).toBe('page');
    expect(seen[0].headers['x-sahla-peer']).toBe('127.0.0.1');
    expect(seen[0].rawHeaders.map((name) => name.toLowerCase())).not.toContain('x-sahla-peer');
  });

  it("adds the analytics script's origin to the page's policy, and only to the policy", async () => {
    answer = (_, response) => {
      response.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'; connect-src 'self'");
      response.setHeader('X-Other', "script-src 'self'");
      response.end('page');
    };
    const response = await get('/about');
    expect(response.headers.get('content-security-policy')).toContain(
      "script-src 'self' https://plausible.example.com",
    );
    expect(response.headers.get('x-other')).toBe("script-src 'self'");
  });

  it('answers a page-view beacon itself: Next never sees it', async () => {
    const response = await fetch(`${base}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(seen).toHaveLength(0);
  });

  it('holds a slot of the gate while a search renders, and gives it back once the page is sent', async () => {
    let finish = () => {};
    answer = (_, response) => (finish = () => response.end('results'));
    const search = get('/blog?q=front-door');
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gate.stats().running).toBe(1);
    finish();
    expect(await (await search).text()).toBe('results');
    while (gate.stats().running > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });

  it('answers a shareable page asked again within the second from memory', async () => {
    answer = (_, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('Cache-Control', 'public, s-maxage=60');
      response.end('<p>kept</p>');
    };
    const first = await (await get('/kept')).text();
    const again = await (await get('/kept')).text();
    expect([first, again]).toEqual(['<p>kept</p>', '<p>kept</p>']);
    expect(seen).toHaveLength(1);
  });

  it('answers 500 when Next fails before writing anything', async () => {
    expect((await get('/broken')).status).toBe(500);
  });
});
