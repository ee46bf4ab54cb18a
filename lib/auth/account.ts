import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { connectDb } from '@/lib/db/connect';
import { StaffMemberModel } from '@/models/staff-member';
import { hashPassword, verifyPassword } from './password';
import { newPasswordField, passwordProblem } from './password-rules';
import { signAdminToken } from './token';

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Required').max(200),
    newPassword: newPasswordField,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Must differ from the current password',
  });

export const displayNameSchema = z.strictObject({
  displayName: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
});

type PasswordChange = { ok: true; token: string } | { ok: false; reason: 'wrong-password' | 'same-as-username' };

/** The current password must match; the token version bump signs out every other session. */
export async function changePassword(
  staffId: string,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId).lean();
  if (!person || !(await verifyPassword(currentPassword, person.passwordHash)))
    return { ok: false, reason: 'wrong-password' };
  if (passwordProblem(newPassword, person.username)) return { ok: false, reason: 'same-as-username' };
  const tokenVersion = person.tokenVersion + 1;
  await StaffMemberModel.updateOne(
    { _id: person._id, tokenVersion: person.tokenVersion },
    { $set: { passwordHash: await hashPassword(newPassword), tokenVersion } },
  );
  return { ok: true, token: signAdminToken({ id: staffId, username: person.username, tokenVersion }) };
}

export async function setDisplayName(staffId: string, displayName: string): Promise<void> {
  await connectDb();
  await StaffMemberModel.updateOne({ _id: staffId }, { $set: { displayName } });
}
