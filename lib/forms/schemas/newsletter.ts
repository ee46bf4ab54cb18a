import '../zod-setup';
import * as z from 'zod/mini';
import { emailField, honeypotField, localeField, submissionKeyField } from '@/lib/forms/fields';
import { NEWSLETTER_SOURCES } from '@/lib/forms/form-names';

/** A Subscribe box (footer, events, blog), posted to /api/newsletter. */
export const newsletterSchema = z.strictObject({
  email: emailField,
  source: z.enum(NEWSLETTER_SOURCES, 'invalid'),
  locale: localeField,
  website: honeypotField,
  idempotencyKey: submissionKeyField,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
