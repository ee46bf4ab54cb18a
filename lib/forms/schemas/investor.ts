import '../zod-setup';
import * as z from 'zod/mini';
import {
  attributionFields,
  emailField,
  honeypotField,
  localeField,
  phoneField,
  singleLine,
  submissionKeyField,
} from '@/lib/forms/fields';
import { FIELD_MAX_LENGTH } from '@/lib/forms/form-names';

/** The investor-interest form (the modal on /investment), posted to /api/email/send. */
export const investorSchema = z.strictObject({
  firstName: singleLine(FIELD_MAX_LENGTH.firstName),
  lastName: singleLine(FIELD_MAX_LENGTH.lastName),
  phone: phoneField,
  email: emailField,
  company: z.optional(singleLine(FIELD_MAX_LENGTH.company, { required: false })),
  investment: singleLine(FIELD_MAX_LENGTH.investment),
  // As shown to the visitor (English or Arabic).
  title: singleLine(FIELD_MAX_LENGTH.title),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
  ...attributionFields,
});

export type InvestorInput = z.infer<typeof investorSchema>;
