import '../validations/zod-setup';
import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

// Schema building blocks shared by the route handlers and the client forms. zod/mini keeps the
// browser bundle small; every check carries a stable error code (see field-errors.ts) instead of
// English prose, so each side can say it in the visitor's language.

// Control characters have no place in a one-line field (and CR/LF could fold into mail headers).
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
// Multi-line text keeps tabs and newlines only.
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A trimmed one-line string of at most `max` characters; required unless it may be empty. */
export function singleLine(max: number, { required = true } = {}) {
  return z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.maxLength(max, 'tooLong'),
    z.refine((value) => !CONTROL_CHARS.test(value), 'invalid'),
  );
}

/** A trimmed multi-line text (a message), required. */
export function multiLine(max: number) {
  return z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'tooLong'),
    z.refine((value) => !CONTROL_CHARS_MULTILINE.test(value), 'invalid'),
  );
}

/** A trimmed, lower-cased email address; emailProblem (email.ts) is the same rule without zod. */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(EMAIL_MAX_LENGTH, 'tooLong'), z.toLowerCase()),
  z.email({ pattern: EMAIL_PATTERN, error: 'email' }),
);

// Digits (Latin, Arabic-Indic or Eastern Arabic-Indic), spaces, + ( ) . - : what people type.
const PHONE = /^\+?[\d\u0660-\u0669\u06f0-\u06f9 ().-]{6,30}$/;
export const phoneField = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(30, 'tooLong'), z.regex(PHONE, 'phone'));

export const localeField = z.optional(z.enum(locales));

/** Accepted so a bot's filled form still parses; the handler checks it before anything else. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500)));
