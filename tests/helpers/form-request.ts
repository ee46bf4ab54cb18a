let counter = 0;

/** A fresh client address per call site, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}

type Options = { ip?: string; contentType?: string };

/** A POST as the browser sends it; a string body is sent as-is (for malformed JSON and huge bodies). */
export function postRequest(
  path: string,
  body: unknown,
  { ip = uniqueIp(), contentType = 'application/json' }: Options = {},
) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-sahla-peer': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Silences the JSON log lines the mail code writes, and returns the spies to assert on them. */
export function captureLogs() {
  return {
    info: jest.spyOn(console, 'info').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

/** The parsed JSON log lines written to one console spy. */
export function loggedEvents(spy: jest.SpyInstance): Record<string, unknown>[] {
  return spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}
