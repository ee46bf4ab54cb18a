import '../zod-setup';
import * as z from 'zod/mini';
import { attributionFields, emailField, honeypotField, localeField, submissionKeyField } from '@/lib/forms/fields';
import { NEWSLETTER_SOURCES } from '@/lib/forms/form-names';

/** A Subscribe box (footer, events, blog), posted to /api/newsletter. */
export const newsletterSchema = z.strictObject({
  email: emailField,
  source: z.enum(NEWSLETTER_SOURCES, 'invalid'),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
  ...attributionFields,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
