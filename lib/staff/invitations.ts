import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import { newPasswordField, passwordProblem } from '@/lib/auth/password-rules';
import { hashPassword } from '@/lib/auth/password';
import { STAFF_ROLES, type StaffRole } from '@/lib/constants/staff';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { enqueueMail } from '@/lib/mail/outbox';
import { trySendingSoon } from '@/lib/mail/outbox';
import { StaffMemberModel, type StaffMemberDoc } from '@/models/staff-member';
import { invitationMail } from './mail';
import { inspectLink, issueLink, spendLink, type LinkState } from './tokens';

const localeField = z.enum(locales).default('en');

export const inviteSchema = z.strictObject({
  email: z.email('Expected an email address').max(254).toLowerCase(),
  role: z.enum(STAFF_ROLES, 'Unknown role'),
  locale: localeField,
});

export const resendSchema = z.strictObject({ locale: localeField });

export const acceptSchema = z.strictObject({
  token: z.string().max(100),
  displayName: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
  password: newPasswordField,
});

type Invited = { ok: true; person: StaffMemberDoc } | { ok: false; reason: 'exists' | 'not-found' };

/** Waits at most 5 s for a first attempt; the outbox worker retries the rest. */
async function send(person: StaffMemberDoc, locale: Locale, inviter: string) {
  const secret = await issueLink(person._id, 'invite');
  const outboxId = await enqueueMail(
    'staff',
    person._id,
    invitationMail(person.email, locale, inviter, person.role, secret),
  );
  await trySendingSoon(outboxId);
}

/** An existing account's address is refused, changing nothing. */
export async function invite(email: string, role: StaffRole, locale: Locale, inviter: string): Promise<Invited> {
  await connectDb();
  await StaffMemberModel.init(); // the unique index on the login name must exist before the write
  if (await StaffMemberModel.exists({ $or: [{ email }, { username: email }] })) return { ok: false, reason: 'exists' };
  let person: StaffMemberDoc;
  try {
    person = (await StaffMemberModel.create({ username: email, email, role, status: 'invited' })).toObject();
  } catch (error) {
    if (isDuplicateKey(error)) return { ok: false, reason: 'exists' };
    throw error;
  }
  await send(person, locale, inviter);
  return { ok: true, person };
}

/** The old link stops working; the new one lasts 7 days. */
export async function resendInvitation(id: string, locale: Locale, inviter: string): Promise<Invited> {
  await connectDb();
  const person = await StaffMemberModel.findOne({ _id: id, status: 'invited' }).lean();
  if (!person) return { ok: false, reason: 'not-found' };
  await send(person, locale, inviter);
  return { ok: true, person };
}

export async function invitationState(
  secret: unknown,
): Promise<{ ok: true; email: string } | Extract<LinkState, { ok: false }>> {
  const link = await inspectLink(secret, 'invite');
  if (!link.ok) return link;
  const person = await StaffMemberModel.findOne({ _id: link.staffId, status: 'invited' }).lean();
  if (person) return { ok: true, email: person.email };
  // Accepted between the two reads: the link is spent first, so it reads as used now.
  const now = await inspectLink(secret, 'invite');
  return now.ok ? { ok: false, reason: 'invalid' } : now;
}

type Accepted = { ok: true; person: StaffMemberDoc } | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'weak' };

/** The link is used up first. */
export async function acceptInvitation(secret: string, displayName: string, password: string): Promise<Accepted> {
  const state = await invitationState(secret);
  if (!state.ok) return state;
  // The login name is the address: a password containing its local part is refused before the link is spent.
  if (passwordProblem(password, state.email)) return { ok: false, reason: 'weak' };
  const link = await spendLink(secret, 'invite');
  if (!link.ok) return link;
  const person = await StaffMemberModel.findOneAndUpdate(
    { _id: link.staffId, status: 'invited' },
    { $set: { displayName, passwordHash: await hashPassword(password), status: 'active' } },
    { returnDocument: 'after' },
  ).lean();
  return person ? { ok: true, person } : { ok: false, reason: 'invalid' };
}
