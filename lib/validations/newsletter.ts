import './zod-setup';
import * as z from 'zod/mini';
import { emailField, honeypotField, localeField } from '@/lib/forms/fields';

export const NEWSLETTER_SOURCES = ['footer', 'events', 'blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A Subscribe box (footer, events, blog), posted to /api/newsletter. */
export const newsletterSchema = z.strictObject({
  email: emailField,
  source: z.enum(NEWSLETTER_SOURCES, 'invalid'),
  locale: localeField,
  website: honeypotField,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
