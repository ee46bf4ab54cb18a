// Each public form's limit per visitor address per fixed window: "received" (docs/mail.md, States).
export const FORM_WINDOW_MS = 15 * 60_000;
export const FORM_LIMITS = { contact: 10, investor: 10, newsletter: 20 } as const;
