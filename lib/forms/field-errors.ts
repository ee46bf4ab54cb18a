import type * as z from 'zod/mini';

// Every bad request answers `{ message, errors? }` (lib/http/json-error.ts): public forms put a FieldErrorCode
// per field (worded in the browser), the admin API an English message (fieldMessages()).

export const FIELD_ERROR_CODES = ['required', 'email', 'phone', 'tooLong', 'invalid', 'invisible', 'unknown'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type FieldErrors = Record<string, FieldErrorCode>;

function isCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The first problem of each field. */
export function fieldErrors(error: z.core.$ZodError, input: unknown): FieldErrors {
  const record = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key.slice(0, 64)] ??= 'unknown';
      continue;
    }
    if (issue.path.length === 0) {
      errors._ ??= 'invalid'; // the body itself is not an object
      continue;
    }
    const field = String(issue.path[0]).slice(0, 64);
    if (errors[field]) continue;
    if (isBlank(record[field])) errors[field] = 'required';
    else if (issue.code === 'invalid_type') errors[field] = 'invalid';
    else errors[field] = isCode(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/** E.g. "Invalid fields: email (email), phone (required)". */
export function describeFieldErrors(errors: FieldErrors): string {
  const parts = Object.entries(errors).map(([field, code]) => `${field} (${code})`);
  return `Invalid fields: ${parts.join(', ')}`;
}

export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
