import 'server-only';
import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '@/lib/constants/staff';
import { connectDb } from '@/lib/db/connect';
import { StaffMemberModel, type StaffMemberDoc } from '@/models/staff-member';
import { dropLinks } from './tokens';

export const staffChangeSchema = z
  .strictObject({
    role: z.enum(STAFF_ROLES, 'Unknown role').optional(),
    status: z.enum(['active', 'disabled'], 'Unknown status').optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: 'Nothing to change', path: ['role'] });

/** Never the password hash or a link secret. */
export function staffJson(person: StaffMemberDoc) {
  return {
    id: String(person._id),
    username: person.username,
    email: person.email,
    displayName: person.displayName,
    role: person.role,
    status: person.status,
    twoFactor: Boolean(person.totp),
    lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
    createdAt: person.createdAt.toISOString(),
  };
}

export async function listStaff() {
  await connectDb();
  const people = await StaffMemberModel.find().sort({ _id: 1 }).limit(500).lean();
  return people.map(staffJson);
}

export type StaffChange =
  | { ok: true; person: StaffMemberDoc; before: StaffMemberDoc }
  | { ok: false; reason: 'not-found' | 'last-owner' | 'invited' };

/** The staff is never left without an active owner. */
async function anotherOwner(id: string): Promise<boolean> {
  return (await StaffMemberModel.exists({ _id: { $ne: id }, role: 'owner', status: 'active' })) !== null;
}

/** Taking rights away bumps the token version, so the person's sessions end with the next request. */
export async function changeStaff(
  id: string,
  change: { role?: StaffRole; status?: 'active' | 'disabled' },
): Promise<StaffChange> {
  await connectDb();
  const before = await StaffMemberModel.findById(id).lean();
  if (!before) return { ok: false, reason: 'not-found' };
  if (before.status === 'invited' && change.status) return { ok: false, reason: 'invited' };
  const losesOwner =
    before.role === 'owner' && ((change.role && change.role !== 'owner') || change.status === 'disabled');
  if (losesOwner && !(await anotherOwner(id))) return { ok: false, reason: 'last-owner' };
  const roleChanged = change.role !== undefined && change.role !== before.role;
  const disabled = change.status === 'disabled' && before.status !== 'disabled';
  const person = await StaffMemberModel.findByIdAndUpdate(
    id,
    { $set: change, ...(roleChanged || disabled ? { $inc: { tokenVersion: 1 } } : {}) },
    { returnDocument: 'after' },
  ).lean();
  if (!person) return { ok: false, reason: 'not-found' };
  // Two owners demoting each other at once both passed the check above: the later one is undone.
  if (losesOwner && !(await StaffMemberModel.exists({ role: 'owner', status: 'active' }))) {
    await StaffMemberModel.updateOne({ _id: before._id }, { $set: { role: before.role, status: before.status } });
    return { ok: false, reason: 'last-owner' };
  }
  return { ok: true, person, before };
}

/** Their posts and audit entries keep the name they stored. */
export async function removeStaff(id: string): Promise<StaffChange> {
  await connectDb();
  const before = await StaffMemberModel.findById(id).lean();
  if (!before) return { ok: false, reason: 'not-found' };
  if (before.role === 'owner' && before.status === 'active' && !(await anotherOwner(id))) {
    return { ok: false, reason: 'last-owner' };
  }
  await StaffMemberModel.deleteOne({ _id: before._id });
  await dropLinks(before._id);
  return { ok: true, person: before, before };
}
