import './zod-setup';
import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH, type AttributionField } from '@/lib/constants/attribution';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { FIELD_MAX_LENGTH } from './form-names';
import { SUBMISSION_KEY_PATTERN } from './submission-key';

// Shared by routes and client forms: zod/mini for a small bundle, error codes instead of prose.

// Control characters have no place in a one-line field (CR/LF could fold into mail headers).
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Invisible format characters (Unicode Cf) could make a name in a mail's subject read as something else.
const INVISIBLE = /\p{Cf}/u;
const INVISIBLE_ALL = /\p{Cf}/gu;

function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE_ALL, '');
}

/** Required unless it may be empty. */
export function singleLine(max: number, { required = true } = {}) {
  return z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.maxLength(max, 'tooLong'),
    z.refine((value) => !CONTROL_CHARS.test(value), 'invalid'),
    z.refine((value) => !INVISIBLE.test(value), 'invisible'),
  );
}

/** Required; invisible format characters are dropped. */
export function multiLine(max: number) {
  return z.string().check(
    z.overwrite(withoutInvisible),
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'tooLong'),
    z.refine((value) => !CONTROL_CHARS_MULTILINE.test(value), 'invalid'),
  );
}

/** Trimmed and lower-cased; emailProblem (email.ts) is the same rule without zod. */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(EMAIL_MAX_LENGTH, 'tooLong'), z.toLowerCase()),
  z.email({ pattern: EMAIL_PATTERN, error: 'email' }),
);

// Latin, Arabic-Indic or Eastern Arabic-Indic digits, spaces, + ( ) . -: what people type.
const PHONE = /^\+?[\d\u0660-\u0669\u06f0-\u06f9 ().-]{6,30}$/;
export const phoneField = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(FIELD_MAX_LENGTH.phone, 'tooLong'), z.regex(PHONE, 'phone'));

export const localeField = z.optional(z.enum(locales));

/** See submission-key.ts; absent from old clients. */
export const submissionKeyField = z.optional(z.string().check(z.regex(SUBMISSION_KEY_PATTERN, 'invalid')));

/** Accepted so a bot's filled form still parses; the handler checks it first. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500)));

/** lib/client/first-touch.ts cuts them to this length; absent from old clients. */
const attributionValue = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(ATTRIBUTION_MAX_LENGTH, 'tooLong'),
    z.refine((value) => !CONTROL_CHARS.test(value), 'invalid'),
  ),
);

export const attributionFields = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field, attributionValue]),
) as Record<AttributionField, typeof attributionValue>;
