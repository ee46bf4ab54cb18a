import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { isDuplicateKey } from '@/lib/db/errors';
import { StaffMemberModel } from '@/models/staff-member';
import { hashPassword, randomPassword } from './password';

interface Credentials {
  username: string;
  password: string;
}

export type SyncResult =
  | { action: 'created'; username: string; generatedPassword?: string }
  | { action: 'migrated'; username: string }
  | { action: 'unchanged'; username: string };

/** The single-admin design's collection, moved into `staff` once (docs/admin.md). */
const LEGACY_COLLECTION = 'adminusers';

/** Makes sure the staff has a first owner, never changing an existing person (docs/admin.md). */
export async function syncAdminAccount(credentials: Credentials | null): Promise<SyncResult> {
  const connection = await connectDb();
  await StaffMemberModel.init();
  const first = await StaffMemberModel.findOne({}, { username: 1 }).sort({ _id: 1 }).lean();
  if (first) return { action: 'unchanged', username: first.username };

  const legacy = await connection.connection.db?.collection(LEGACY_COLLECTION).findOne<{
    _id: mongoose.Types.ObjectId;
    username: string;
    displayName?: string;
    passwordHash: string;
    tokenVersion?: number;
  }>({});
  try {
    if (legacy) {
      await StaffMemberModel.create({
        _id: legacy._id,
        username: legacy.username,
        displayName: legacy.displayName ?? '',
        passwordHash: legacy.passwordHash,
        tokenVersion: legacy.tokenVersion ?? 0,
        role: 'owner',
        status: 'active',
      });
      return { action: 'migrated', username: legacy.username };
    }
    const username = credentials?.username ?? 'admin';
    const generatedPassword = credentials ? undefined : randomPassword();
    const passwordHash = await hashPassword(credentials?.password ?? generatedPassword!);
    await StaffMemberModel.create({ username, passwordHash, role: 'owner', status: 'active' });
    return { action: 'created', username, generatedPassword };
  } catch (error) {
    // Another instance created the first owner in the meantime (unique index on the name): theirs stands.
    if (isDuplicateKey(error)) return syncAdminAccount(credentials);
    throw error;
  }
}
