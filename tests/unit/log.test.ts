import { errorLocale, errorMessages } from '@/lib/ui/error-messages';
import { logError, logWarn } from '@/lib/log/logger';

function captureStderr(run: () => void): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe('structured log', () => {
  it('writes one JSON line per error with time, level, event, message, fields and the stack', () => {
    const error = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    const [line, ...rest] = captureStderr(() => logError('db.connect_failed', error, { attempt: 2 }));
    expect(rest).toHaveLength(0);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({
      level: 'error',
      event: 'db.connect_failed',
      message: 'connection refused',
      attempt: 2,
      code: 'ECONNREFUSED',
      errorName: 'Error',
    });
    expect(Date.parse(entry.time)).not.toBeNaN();
    expect(entry.stack).toContain('connection refused');
  });

  it('logs a thrown non-Error as its text, without a stack', () => {
    const entry = JSON.parse(captureStderr(() => logError('health.db_unreachable', 'no ping'))[0]);
    expect(entry).toMatchObject({ level: 'error', event: 'health.db_unreachable', message: 'no ping' });
    expect(entry.stack).toBeUndefined();
  });

  it('still writes a line when a field cannot be serialized', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const entry = JSON.parse(captureStderr(() => logWarn('odd.field', 'kept', { circular }))[0]);
    expect(entry).toMatchObject({ level: 'warn', event: 'odd.field', message: 'kept' });
  });
});

describe('error page messages', () => {
  it('has the same strings in English and Arabic, and falls back to English', () => {
    expect(Object.keys(errorMessages('ar')).sort()).toEqual(Object.keys(errorMessages('en')).sort());
    expect(errorMessages('ar').retry).not.toBe(errorMessages('en').retry);
    expect(errorLocale('ar')).toBe('ar');
    expect(errorLocale(undefined)).toBe('en');
    expect(errorLocale('fr')).toBe('en');
  });
});
