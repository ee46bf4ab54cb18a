import type { FieldErrorCode } from './field-errors';

// Free of zod, so the Subscribe box on every page checks without shipping it; fields.ts builds on these.

/** The longest address an SMTP path allows. */
export const EMAIL_MAX_LENGTH = 254;

/** zod's own default email pattern, shared with the browser check. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Null when it passes. */
export function emailProblem(value: string): FieldErrorCode | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return EMAIL_PATTERN.test(email.toLowerCase()) ? null : 'email';
}
