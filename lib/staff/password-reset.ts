import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import { newPasswordField, passwordProblem } from '@/lib/auth/password-rules';
import { hashPassword } from '@/lib/auth/password';
import { connectDb } from '@/lib/db/connect';
import { deliverNow, enqueueMail } from '@/lib/mail/outbox';
import { errorReason, logError } from '@/lib/log/logger';
import { StaffMemberModel, type StaffMemberDoc } from '@/models/staff-member';
import { resetMail } from './mail';
import { inspectLink, issueLink, spendLink } from './tokens';

export const resetRequestSchema = z.strictObject({
  email: z.email('Expected an email address').max(254).toLowerCase(),
  locale: z.enum(locales).default('en'),
});

export const resetSchema = z.strictObject({ token: z.string().max(100), password: newPasswordField });

/** Mails a reset link only to an active person, in the background, so nobody learns who has an account. */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  await connectDb();
  const person = await StaffMemberModel.findOne({ email, status: 'active' }).lean();
  if (!person) return;
  const secret = await issueLink(person._id, 'reset');
  const outboxId = await enqueueMail('staff', person._id, resetMail(person.email, locale, secret));
  void deliverNow(outboxId).catch((error: unknown) => {
    logError('mail.attempt_error', errorReason(error), { outboxId: String(outboxId) });
  });
}

export const resetLinkState = (secret: unknown) => inspectLink(secret, 'reset');

type Reset = { ok: true; person: StaffMemberDoc } | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'weak' };

/** Bumps the token version: every session of the person ends. */
export async function resetPassword(secret: string, password: string): Promise<Reset> {
  const state = await resetLinkState(secret);
  if (!state.ok) return state;
  const current = await StaffMemberModel.findOne({ _id: state.staffId, status: 'active' }).lean();
  if (!current) return { ok: false, reason: 'invalid' };
  if (passwordProblem(password, current.username)) return { ok: false, reason: 'weak' };
  const link = await spendLink(secret, 'reset');
  if (!link.ok) return link;
  const person = await StaffMemberModel.findOneAndUpdate(
    { _id: current._id, status: 'active' },
    { $set: { passwordHash: await hashPassword(password) }, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  ).lean();
  return person ? { ok: true, person } : { ok: false, reason: 'invalid' };
}
