import type * as z from 'zod/mini';

// Every route answers a bad request with ONE JSON shape (lib/http/json-error.ts):
//   { message: string, errors?: { [field]: string } }
// `message` is one English sentence for API callers; `errors` names each bad field once (its
// first problem). What the field's string holds depends on who reads it:
// - public forms (contact, investor, newsletter): a FieldErrorCode, which the browser turns into
//   a sentence in the visitor's language (components/forms/error-labels.ts): fieldErrors();
// - the admin API (login, posts, account, inbox): an English message the admin UI shows or
//   replaces with its own words (components/admin/post-actions.ts): fieldMessages().

/** What went wrong with one field; the client turns each code into a sentence in the page's language. */
export const FIELD_ERROR_CODES = ['required', 'email', 'phone', 'tooLong', 'invalid', 'invisible', 'unknown'] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type FieldErrors = Record<string, FieldErrorCode>;

function isCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One code per field (the first problem found), from a zod error and the input it judged. */
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

/** A one-line English summary for API callers, e.g. "Invalid fields: email (email), phone (required)". */
export function describeFieldErrors(errors: FieldErrors): string {
  const parts = Object.entries(errors).map(([field, code]) => `${field} (${code})`);
  return `Invalid fields: ${parts.join(', ')}`;
}

/** `{ field: first message }` from a failed parse of an admin schema (English messages). */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
