import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDuplicateKey } from '@/lib/db/errors';
import { AnalyticsSaltModel } from '@/models/analytics-salt';

/** `YYYY-MM-DD`: the unit of salts, raw hits and totals. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

let current: { day: string; salt: string } | null = null;

/** The day's secret salt, one on all instances (the unique `_id` decides); earlier days' salts are deleted. */
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

/** Tests rotate days by hand. */
export function forgetSalt(): void {
  current = null;
}

/** sha256(salt, site, address, user agent) cut to 128 bits, as Plausible counts; neither input is kept. */
export function visitorId(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}
