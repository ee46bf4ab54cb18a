import '../zod-setup';
import * as z from 'zod/mini';
import { emailField, honeypotField, localeField, phoneField, singleLine, submissionKeyField } from '@/lib/forms/fields';

/** The investor-interest form (the modal on /investment), posted to /api/email/send. */
export const investorSchema = z.strictObject({
  firstName: singleLine(100),
  lastName: singleLine(100),
  phone: phoneField,
  email: emailField,
  company: z.optional(singleLine(150, { required: false })),
  investment: singleLine(100),
  // The opportunity the visitor chose, as shown to them (English or Arabic).
  title: singleLine(150),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
});

export type InvestorInput = z.infer<typeof investorSchema>;
