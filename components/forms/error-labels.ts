import { FIELD_ERROR_CODES, type FieldErrorCode } from '@/lib/forms/field-errors';
import type { FieldErrorLabels, SubmitErrorLabels } from './labels';

/** The `errors.*` sentences of a form namespace (each form namespace carries the same codes). */
function fieldErrorLabels(t: (key: `errors.${FieldErrorCode}`) => string): FieldErrorLabels {
  return Object.fromEntries(FIELD_ERROR_CODES.map((code) => [code, t(`errors.${code}`)])) as FieldErrorLabels;
}

type FormKey = 'honeypot' | 'errorRejected' | 'errorServer' | 'errorRateLimited' | `errors.${FieldErrorCode}`;

/** What every public form says besides its own fields: the honeypot's label and the error sentences. */
export function formMessageLabels(
  t: (key: FormKey) => string,
): SubmitErrorLabels & { honeypot: string; errors: FieldErrorLabels } {
  return {
    honeypot: t('honeypot'),
    errorRejected: t('errorRejected'),
    errorServer: t('errorServer'),
    errorRateLimited: t('errorRateLimited'),
    errors: fieldErrorLabels(t),
  };
}
