// Shared by the models, the admin routes' zod schemas and the admin island (no server imports).

export const INBOX_STATUSES = ['new', 'handled', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

// `bounced`: the address's mail server refused a newsletter permanently (5xx); it is mailed no more.
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

// `bounced`: refused permanently (5xx) by the recipient's server; never retried.
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const INBOX_LISTS = ['inquiries', 'messages', 'subscribers', 'mail', 'audit'] as const;
export type InboxList = (typeof INBOX_LISTS)[number];

/** Status changes, delete, resend. */
export const RECORD_LISTS = ['inquiries', 'messages'] as const;
export type RecordList = (typeof RECORD_LISTS)[number];

/** The API refuses more: one page must stay cheap. */
export const INBOX_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE_SIZE = 100;
