import '../zod-setup';
import * as z from 'zod/mini';
import {
  attributionFields,
  emailField,
  honeypotField,
  localeField,
  multiLine,
  singleLine,
  submissionKeyField,
} from '@/lib/forms/fields';
import { CONTACT_SUBJECTS, FIELD_MAX_LENGTH } from '@/lib/forms/form-names';

/** The contact page's message form, posted to /api/contact. */
export const contactSchema = z.strictObject({
  name: singleLine(FIELD_MAX_LENGTH.name),
  email: emailField,
  company: z.optional(singleLine(FIELD_MAX_LENGTH.company, { required: false })),
  subject: z.enum(CONTACT_SUBJECTS, 'invalid'),
  message: multiLine(FIELD_MAX_LENGTH.message),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
  ...attributionFields,
});

export type ContactInput = z.infer<typeof contactSchema>;
