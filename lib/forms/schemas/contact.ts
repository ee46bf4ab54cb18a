import '../zod-setup';
import * as z from 'zod/mini';
import { emailField, honeypotField, localeField, multiLine, singleLine, submissionKeyField } from '@/lib/forms/fields';
import { CONTACT_SUBJECTS } from '@/lib/forms/form-names';

/** The contact page's message form, posted to /api/contact. */
export const contactSchema = z.strictObject({
  name: singleLine(120),
  email: emailField,
  company: z.optional(singleLine(150, { required: false })),
  subject: z.enum(CONTACT_SUBJECTS, 'invalid'),
  message: multiLine(5000),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
});

export type ContactInput = z.infer<typeof contactSchema>;
