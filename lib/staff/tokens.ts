import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { claimOnce } from '@/lib/db/claim-once';
import { StaffTokenModel, type StaffToken } from '@/models/staff-token';

export type LinkPurpose = StaffToken['purpose'];

/** A reset lasts 1 hour: long enough to read a mail, short for a stolen inbox. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { invite: 7 * 86_400_000, reset: 60 * 60_000 };

const KEEP_AFTER_EXPIRY_MS = 30 * 86_400_000;
/** Covers instances whose clocks disagree. */
const USE_KEPT_AFTER_EXPIRY_MS = 86_400_000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 256 random bits; older links of the same purpose stop working. */
export async function issueLink(staffId: Types.ObjectId, purpose: LinkPurpose, now = Date.now()): Promise<string> {
  await connectDb();
  const secret = randomBytes(32).toString('base64url');
  await StaffTokenModel.deleteMany({
    $or: [{ staffId, purpose }, { expiresAt: { $lt: new Date(now - KEEP_AFTER_EXPIRY_MS) } }],
  });
  await StaffTokenModel.create({
    _id: hash(secret),
    staffId,
    purpose,
    expiresAt: new Date(now + LINK_TTL_MS[purpose]),
  });
  return secret;
}

export type LinkState =
  { ok: true; staffId: Types.ObjectId; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function inspectLink(secret: unknown, purpose: LinkPurpose, now = Date.now()): Promise<LinkState> {
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return { ok: false, reason: 'invalid' };
  await connectDb();
  const row = await StaffTokenModel.findOne({ _id: hash(secret), purpose }).lean();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() < now) return { ok: false, reason: 'expired' };
  return { ok: true, staffId: row.staffId, expiresAt: row.expiresAt };
}

/** Uses a link once: the claim (claim-once) lets one of simultaneous uses through; `usedAt` tells later visits. */
export async function spendLink(secret: unknown, purpose: LinkPurpose, now = Date.now()): Promise<LinkState> {
  const state = await inspectLink(secret, purpose, now);
  if (!state.ok) return state;
  const id = hash(secret as string);
  // Kept past the link's expiry: until then, a use whose `usedAt` write was lost is still refused.
  if (!(await claimOnce(`${purpose}:${id}`, new Date(state.expiresAt.getTime() + USE_KEPT_AFTER_EXPIRY_MS)))) {
    return { ok: false, reason: 'used' };
  }
  await StaffTokenModel.updateOne({ _id: id }, { $set: { usedAt: new Date(now) } });
  return state;
}

/** Removes a person's links (a revoked invitation, a removed person). */
export async function dropLinks(staffId: Types.ObjectId): Promise<void> {
  await connectDb();
  await StaffTokenModel.deleteMany({ staffId });
}
