// Form-to-mail path (docs/mail.md#states), received: each public form's limit per visitor address over
// fixed windows of the clock (lib/rate-limit/hits.ts), what a person retrying never meets and a script soon does.
export const FORM_WINDOW_MS = 15 * 60_000;
export const FORM_LIMITS = { contact: 10, investor: 10, newsletter: 20 } as const;
