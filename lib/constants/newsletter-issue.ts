// Shared by the newsletter issue model, the admin routes' schema and the admin island (plain data).

/** The languages an issue can be written in; each is optional, at least one is required. */
export const ISSUE_LANGUAGES = ['en', 'ar'] as const;
export type IssueLanguage = (typeof ISSUE_LANGUAGES)[number];

/**
 * `draft` while written; `scheduled` for a time; `sending` from the moment its mails are being
 * queued; `sent` once every recipient's mail is in the outbox (delivery goes on from there).
 */
export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** What a subscriber whose language the issue lacks receives: the other version, or nothing. */
export const ISSUE_FALLBACKS = ['other', 'none'] as const;
export type IssueFallback = (typeof ISSUE_FALLBACKS)[number];

/** Subject and preheader fit a mail client's list line; a body of 100 kB is a long letter. */
export const ISSUE_LIMITS = { subject: 150, preheader: 200, body: 100_000 } as const;
