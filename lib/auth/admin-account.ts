import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { AdminUserModel } from '@/models/admin-user';
import { hashPassword, randomPassword, verifyPassword } from './password';
import { isDuplicateKey } from '@/lib/db/errors';

interface Credentials {
  username: string;
  password: string;
}

export type SyncResult =
  | { action: 'created'; username: string; generatedPassword?: string }
  | { action: 'updated'; username: string }
  | { action: 'unchanged'; username: string };

/**
 * Makes the single admin account match the given credentials: created when missing, renamed
 * or re-passworded when different (bumping the token version so older tokens stop working).
 * Without credentials an existing account is kept, and a missing one is created as "admin"
 * with a random password that is returned so the caller can show it once.
 */
export async function syncAdminAccount(credentials: Credentials | null): Promise<SyncResult> {
  await connectDb();
  await AdminUserModel.init();
  const existing = await AdminUserModel.findOne({ role: 'admin' }).lean();

  if (!existing) {
    const username = credentials?.username ?? 'admin';
    const generatedPassword = credentials ? undefined : randomPassword();
    const passwordHash = await hashPassword(credentials?.password ?? generatedPassword!);
    try {
      await AdminUserModel.create({ role: 'admin', username, passwordHash, tokenVersion: 0 });
    } catch (error) {
      // Another instance created it in the meantime (unique index on role): sync against theirs.
      if (isDuplicateKey(error)) return syncAdminAccount(credentials);
      throw error;
    }
    return { action: 'created', username, generatedPassword };
  }

  if (!credentials) return { action: 'unchanged', username: existing.username };
  const samePassword = await verifyPassword(credentials.password, existing.passwordHash);
  if (samePassword && existing.username === credentials.username) {
    return { action: 'unchanged', username: existing.username };
  }
  await AdminUserModel.updateOne(
    { _id: existing._id },
    {
      $set: {
        username: credentials.username,
        passwordHash: samePassword ? existing.passwordHash : await hashPassword(credentials.password),
      },
      $inc: { tokenVersion: 1 },
    },
  );
  return { action: 'updated', username: credentials.username };
}
