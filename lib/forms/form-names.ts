// Field names and choices that the browser islands need, kept out of the zod schema modules
// (lib/forms/schemas/) so that importing them does not put zod in a page's first-load JavaScript.

/** The hidden field bots fill and people never see. */
export const HONEYPOT_FIELD = 'website';

export const NEWSLETTER_SOURCES = ['footer', 'events', 'blog'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const CONTACT_SUBJECTS = ['general', 'support', 'business', 'press'] as const;

/**
 * The longest value of each text field of the public forms: the schemas refuse longer ones and
 * the inputs stop typing there (maxLength). Email addresses: EMAIL_MAX_LENGTH (email.ts).
 */
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

/** Fields of the investor modal's first step (personal details); the rest belong to step 2. */
export const INVESTOR_STEP_ONE = ['firstName', 'lastName', 'phone', 'email', 'company'] as const;
