import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();
// A proxy's own id is kept when it looks like one, so one id follows a request through every hop.
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Every log line written meanwhile carries it. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function requestIdFor(request: unknown): string {
  const incoming = request instanceof Request ? request.headers.get('x-request-id') : null;
  return incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function withRequestId<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ requestId }, work);
}
