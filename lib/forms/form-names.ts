// Kept out of the zod schema modules so the browser islands' first load carries no zod.

export const HONEYPOT_FIELD = 'website';

export const NEWSLETTER_SOURCES = ['footer', 'events', 'blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const CONTACT_SUBJECTS = ['general', 'support', 'business', 'press'] as const;

/** The schemas refuse longer values and the inputs stop there (maxLength); emails: EMAIL_MAX_LENGTH. */
export const FIELD_MAX_LENGTH = {
  name: 120,
  firstName: 100,
  lastName: 100,
  phone: 30,
  company: 150,
  investment: 100,
  title: 150,
  message: 5000,
} as const;

/** The investor modal's first step; the rest belong to step 2. */
export const INVESTOR_STEP_ONE = ['firstName', 'lastName', 'phone', 'email', 'company'] as const;
