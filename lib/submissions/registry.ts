import 'server-only';
import type { Types } from 'mongoose';
import type * as z from 'zod/mini';
import { contactSchema } from '@/lib/forms/schemas/contact';
import { investorSchema } from '@/lib/forms/schemas/investor';
import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import { subscribeToNewsletter } from '@/lib/newsletter/subscribe';
import { saveContactMessage, saveInvestorInquiry, type SubmissionMeta } from './store';

/** How one kind of public submission is checked and stored: the form route and the spool replay both come here. */
type SubmissionHandler<T> = {
  schema: z.ZodMiniType<T>;
  /** Stores the submission once per key; resolves with an outbox id to try sending now, or null. */
  store(input: T, meta: SubmissionMeta): Promise<Types.ObjectId | null>;
};

function handler<T>(definition: SubmissionHandler<T>): SubmissionHandler<unknown> {
  return definition as SubmissionHandler<unknown>;
}

// The one list of what a public form can store. A spooled entry names its kind, and the replay
// looks the store function up here, so re-pointing an entry re-points the route and the replay.
export const submissionHandlers = {
  investor: handler({ schema: investorSchema, store: saveInvestorInquiry }),
  contact: handler({ schema: contactSchema, store: saveContactMessage }),
  // Double opt-in: the confirmation mail is queued and tried inside; nothing is left to send here.
  newsletter: handler({ schema: newsletterSchema, store: async (input) => (await subscribeToNewsletter(input), null) }),
} as const;

export type SubmissionKind = keyof typeof submissionHandlers;

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && Object.hasOwn(submissionHandlers, value);
}
