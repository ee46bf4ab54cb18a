// The schema and store of each form kind: "received" and "replayed" (docs/mail.md, States).
import 'server-only';
import type { Types } from 'mongoose';
import type * as z from 'zod/mini';
import { contactSchema } from '@/lib/forms/schemas/contact';
import { investorSchema } from '@/lib/forms/schemas/investor';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';
import { subscribeMany } from '@/lib/newsletter/subscribe-many';
import {
  saveContactMessage,
  saveContactMessages,
  saveInvestorInquiries,
  saveInvestorInquiry,
  type SubmissionMeta,
} from './store';

/** Each public form's limit per visitor address per fixed window. */
export const FORM_WINDOW_MS = 15 * 60_000;
export const FORM_LIMITS = { contact: 10, investor: 10, newsletter: 20 } as const;

/** How one kind of public submission is checked and stored, by the form route and the replay. */
type SubmissionHandler<T> = {
  schema: z.ZodMiniType<T>;
  /** Stores the submission once per key; resolves with an outbox id to try sending now, or null. */
  store(input: T, meta: SubmissionMeta): Promise<Types.ObjectId | null>;
  /** Many at once, in a few writes (the spool's replay). */
  storeMany?(items: { input: T; meta: SubmissionMeta }[]): Promise<Types.ObjectId[]>;
};

function handler<T>(definition: SubmissionHandler<T>): SubmissionHandler<unknown> {
  return definition as SubmissionHandler<unknown>;
}

// A spooled entry names its kind, and the replay looks its store up here.
export const submissionHandlers = {
  investor: handler({ schema: investorSchema, store: saveInvestorInquiry, storeMany: saveInvestorInquiries }),
  contact: handler({ schema: contactSchema, store: saveContactMessage, storeMany: saveContactMessages }),
  // Double opt-in: one at a time the confirmation is tried inside; many at once hand theirs back.
  newsletter: handler({
    schema: newsletterSchema,
    store: async (input) => (await subscribeToNewsletter(input), null),
    storeMany: subscribeMany,
  }),
} as const;

export type SubmissionKind = keyof typeof submissionHandlers;

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && Object.hasOwn(submissionHandlers, value);
}
