// Each public form's limit per visitor address, counted over fixed windows of the clock
// (lib/rate-limit/hits.ts): what a person retrying a form never meets, what a script soon does.
export const FORM_WINDOW_MS = 15 * 60_000;
export const FORM_LIMITS = { contact: 10, investor: 10, newsletter: 20 } as const;
