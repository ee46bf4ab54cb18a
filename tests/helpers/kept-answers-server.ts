import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFromMicrocache, keepForMicrocache, microcacheKey } from '@/server/front-door/page-microcache.ts';
import { dropKeptAnswers } from '@/server/front-door/kept-answers.ts';
import { answerRepeatedSearch, keepRepeatedSearch } from '@/server/front-door/search-answers.ts';

/**
 * A server shaped like the site's front door in front of Next: a search (`?q=`) answered again
 * from the kept searches, any other request from the second's kept pages, else `next` answers and
 * its answer is kept as it goes out.
 */
export async function keptAnswersServer(next: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    const key = microcacheKey(request);
    if (request.url!.includes('?q=')) {
      if (answerRepeatedSearch(key, request, response)) return;
      keepRepeatedSearch(key, response);
    } else {
      if (answerFromMicrocache(key, request, response)) return;
      keepForMicrocache(key, response);
    }
    next(request, response);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** For a test file: the server above from its first test to its last, every test starting with nothing kept. */
export function keptAnswersServerPerTest(next: (request: IncomingMessage, response: ServerResponse) => void) {
  let server: Awaited<ReturnType<typeof keptAnswersServer>> | undefined;
  beforeAll(async () => {
    server = await keptAnswersServer(next);
  });
  afterAll(() => server?.close());
  beforeEach(() => dropKeptAnswers());
  return { base: () => server!.base };
}
