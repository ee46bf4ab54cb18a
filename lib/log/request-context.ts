import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();
// A caller's own id (a proxy's, a load balancer's) is kept when it looks like one, so one id
// follows a request through every hop; anything else is replaced rather than logged.
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of the request being handled, if any: every log line written meanwhile carries it. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The x-request-id to use for `request`: its own when well-formed, else a new UUID. */
export function requestIdFor(request: unknown): string {
  const incoming = request instanceof Request ? request.headers.get('x-request-id') : null;
  return incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Runs `work` with `requestId` as the current request's id. */
export function withRequestId<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ requestId }, work);
}
