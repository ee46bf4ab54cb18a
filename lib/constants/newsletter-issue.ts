// Shared by the newsletter issue model, the admin routes' schema and the admin island (plain data).

/** Each optional, at least one required. */
export const ISSUE_LANGUAGES = ['en', 'ar'] as const;
export type IssueLanguage = (typeof ISSUE_LANGUAGES)[number];

/** `sending` from the moment mails are queued; `sent` once every recipient's mail is in the outbox. */
export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** For a subscriber whose language the issue lacks. */
export const ISSUE_FALLBACKS = ['other', 'none'] as const;
export type IssueFallback = (typeof ISSUE_FALLBACKS)[number];

/** Subject and preheader fit a mail client's list line; a body of 100 kB is a long letter. */
export const ISSUE_LIMITS = { subject: 150, preheader: 200, body: 100_000 } as const;
