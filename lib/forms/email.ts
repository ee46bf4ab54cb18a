import type { FieldErrorCode } from './field-errors';

// The email rule in plain code, free of zod: the schema (fields.ts) builds on these constants,
// and the Subscribe box, which is on every page, checks with emailProblem without shipping zod.

/** The longest address an SMTP path allows. */
export const EMAIL_MAX_LENGTH = 254;

/** zod's own default email pattern, named here so the schema and the browser check share it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The code emailField's schema gives a typed address (trimmed, lower-cased), or null when it passes. */
export function emailProblem(value: string): FieldErrorCode | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return EMAIL_PATTERN.test(email.toLowerCase()) ? null : 'email';
}
