import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { connectDb } from '@/lib/db/connect';
import { AdminUserModel } from '@/models/admin-user';
import { hashPassword, verifyPassword } from './password';
import { signAdminToken } from './token';

/** NIST SP 800-63B: length over composition rules; 12 is what the form's hint states. */
const MIN_PASSWORD_LENGTH = 12;

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Required').max(200),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`).max(200),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Must differ from the current password',
  })
  .refine((v) => new Set(v.newPassword).size >= 5, { path: ['newPassword'], message: 'Too predictable' });

export const displayNameSchema = z.strictObject({
  displayName: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
});

type PasswordChange = { ok: true; token: string } | { ok: false; reason: 'wrong-password' | 'same-as-username' };

/**
 * Changes the admin's password: the current one must match. Bumping the token version signs out
 * every session; the caller gets a fresh token for the session that asked.
 */
export async function changePassword(
  adminId: string,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  await connectDb();
  const admin = await AdminUserModel.findById(adminId).lean();
  if (!admin || !(await verifyPassword(currentPassword, admin.passwordHash)))
    return { ok: false, reason: 'wrong-password' };
  if (newPassword.toLowerCase().includes(admin.username.toLowerCase()))
    return { ok: false, reason: 'same-as-username' };
  const tokenVersion = admin.tokenVersion + 1;
  await AdminUserModel.updateOne(
    { _id: admin._id, tokenVersion: admin.tokenVersion },
    { $set: { passwordHash: await hashPassword(newPassword), tokenVersion } },
  );
  return { ok: true, token: signAdminToken({ id: adminId, username: admin.username, tokenVersion }) };
}

export async function setDisplayName(adminId: string, displayName: string): Promise<void> {
  await connectDb();
  await AdminUserModel.updateOne({ _id: adminId }, { $set: { displayName } });
}
