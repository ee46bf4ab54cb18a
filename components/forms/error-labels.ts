import { FIELD_ERROR_CODES, type FieldErrorCode } from '@/lib/forms/field-errors';
import type { FieldErrorLabels } from './labels';

/** The `errors.*` sentences of a form namespace (each form namespace carries the same codes). */
export function fieldErrorLabels(t: (key: `errors.${FieldErrorCode}`) => string): FieldErrorLabels {
  return Object.fromEntries(FIELD_ERROR_CODES.map((code) => [code, t(`errors.${code}`)])) as FieldErrorLabels;
}
