let counter = 0;

/** A fresh client address per call site, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}

type Options = { ip?: string; contentType?: string };

/** Investor inquiry number i, as the investment page posts it; `idempotencyKey` names its record. */
export const investorBody = (i: number, idempotencyKey?: string) => ({
  firstName: `Investor${i}`,
  lastName: 'Tazi',
  phone: '+212 600 000 000',
  email: `investor${i}@example.ma`,
  investment: '$50,000 – $100,000',
  title: 'Seed round',
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

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

type LogView = { mock: { calls: unknown[][] } };

/**
 * Silences the JSON log lines the site's logger writes to stderr, and returns one view per level
 * (`info`, `warn`, `error`) to assert on them with loggedEvents.
 */
export function captureLogs() {
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const level = (name: string): LogView => ({
    mock: {
      get calls() {
        return stderr.mock.calls.filter(([line]) => String(line).includes(`"level":"${name}"`));
      },
    },
  });
  return { info: level('info'), warn: level('warn'), error: level('error') };
}

/** The parsed JSON log lines written at one level. */
export function loggedEvents(view: LogView): Record<string, unknown>[] {
  return view.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}
