import { REDACTED, redactValue, scrubText } from '@/lib/log/redact';
import { logInfo, logLevel, logWarn } from '@/lib/log/logger';
import { currentRequestId, requestIdFor, withRequestId } from '@/lib/log/request-context';

function captureStderr(run: () => void): Record<string, unknown>[] {
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    run();
    return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  } finally {
    spy.mockRestore();
  }
}

describe('secrets never reach the log', () => {
  it('replaces credentials inside URLs and Authorization values in any text', () => {
    expect(scrubText('smtp://mailer:s3cret@smtp.example.com:587 failed')).toBe(
      `smtp://${REDACTED}@smtp.example.com:587 failed`,
    );
    expect(scrubText('mongodb://admin:pw@db:27017/sahla')).toBe(`mongodb://${REDACTED}@db:27017/sahla`);
    expect(scrubText('got Bearer eyJhbGciOi.J9.abc')).toBe(`got Bearer ${REDACTED}`);
    expect(scrubText('https://sahla.ma/blog stays')).toBe('https://sahla.ma/blog stays');
  });

  it('replaces password, token, secret and Authorization fields at any depth', () => {
    const value = redactValue({
      username: 'admin',
      password: 'hunter22',
      nested: { headers: { Authorization: 'Bearer x.y.z', accept: 'json' }, jwtSecret: 'a'.repeat(40) },
      list: [{ token: 'abc' }],
      SMTP_URL: 'smtp://u:p@h',
    });
    expect(value).toEqual({
      username: 'admin',
      password: REDACTED,
      nested: { headers: { Authorization: REDACTED, accept: 'json' }, jwtSecret: REDACTED },
      list: [{ token: REDACTED }],
      SMTP_URL: REDACTED,
    });
  });

  it('writes lines without the secrets handed to the logger', () => {
    const [line] = captureStderr(() =>
      logWarn('mail.retry_later', 'connect to smtp://team:pa55@mail.sahla.ma failed', {
        smtpUrl: 'smtp://team:pa55@mail.sahla.ma',
        headers: { authorization: 'Bearer abc.def.ghi' },
      }),
    );
    expect(JSON.stringify(line)).not.toMatch(/pa55|abc\.def/);
    expect(line).toMatchObject({ level: 'warn', event: 'mail.retry_later', smtpUrl: REDACTED });
  });
});

describe('request ids', () => {
  it('puts the current request id on every line written while a request is handled', async () => {
    let lines: Record<string, unknown>[] = [];
    await withRequestId('req-12345678', async () => {
      lines = captureStderr(() => logInfo('form.stored', 'stored'));
    });
    expect(lines[0]).toMatchObject({ event: 'form.stored', requestId: 'req-12345678' });
    expect(currentRequestId()).toBeUndefined();
    expect(captureStderr(() => logInfo('outside', 'no request'))[0]!.requestId).toBeUndefined();
  });

  it("keeps a caller's well-formed x-request-id and replaces anything else", () => {
    const request = (id?: string) => new Request('http://localhost/api', id ? { headers: { 'x-request-id': id } } : {});
    expect(requestIdFor(request('lb-0f3a9c21-77'))).toBe('lb-0f3a9c21-77');
    expect(requestIdFor(request('bad id with "quotes" {}'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(request())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('LOG_LEVEL', () => {
  it('accepts pino levels in any case and defaults to info', () => {
    expect(logLevel('DEBUG')).toBe('debug');
    expect(logLevel('warn')).toBe('warn');
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel('loud')).toBe('info');
  });
});
