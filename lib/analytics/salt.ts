import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDuplicateKey } from '@/lib/db/errors';
import { AnalyticsSaltModel } from '@/models/analytics-salt';

/** The UTC day of a time, `YYYY-MM-DD`: the unit of salts, raw hits and totals. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

// This instance's copy of the current day's salt: one database read per instance per day.
let current: { day: string; salt: string } | null = null;

/**
 * The secret salt of `day`, the same on every instance: the first to need it inserts a random one
 * under the day's `_id`, the others (losing the race on the unique `_id`) read that one. Every
 * earlier day's salt is deleted at the same time, so their hashes can never be recomputed.
 */
export async function dailySalt(day: string): Promise<string> {
  if (current?.day === day) return current.salt;
  const salt = await withDbDeadline(async () => {
    await connectDb();
    await AnalyticsSaltModel.deleteMany({ _id: { $lt: day } });
    const found = await AnalyticsSaltModel.findById(day).lean();
    if (found) return found.salt;
    const fresh = randomBytes(32).toString('base64');
    try {
      await AnalyticsSaltModel.create({ _id: day, salt: fresh });
      return fresh;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const winner = await AnalyticsSaltModel.findById(day).lean();
      if (!winner) throw error;
      return winner.salt;
    }
  });
  current = { day, salt };
  return salt;
}

/** Forgets this instance's copy (tests rotate days by hand). */
export function forgetSalt(): void {
  current = null;
}

/**
 * A visitor's id for one day, as Plausible counts: sha256(salt, site, address, user agent), cut to
 * 128 bits. Neither input is kept; without the day's salt the id says nothing about them.
 */
export function visitorId(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}
