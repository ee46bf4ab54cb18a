// Passwords, tokens, secrets, URL credentials and Authorization headers never reach a log line.

export const REDACTED = '[redacted]';

// Any depth, any case.
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key|credential|smtp_?url/i;
// scheme://user:password@host → scheme://[redacted]@host
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+(:[^\s/@]*)?@/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const MAX_DEPTH = 6;

export function scrubText(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1${REDACTED}@`).replace(BEARER, `$1 ${REDACTED}`);
}

export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && field != null && field !== '' ? REDACTED : redactValue(field, depth + 1, seen);
  }
  return out;
}
