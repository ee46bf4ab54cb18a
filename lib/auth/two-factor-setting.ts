import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { upsertRacing } from '@/lib/db/errors';
import { StaffSettingsModel } from '@/models/staff-settings';

// Apart from two-factor.ts so every admin call's check skips the TOTP and QR libraries.
const SETTINGS_ID = 'staff';
let cached: { value: boolean; at: number } | null = null;
/** A change reaches every instance within 5 s. */
const SETTINGS_CACHE_MS = 5_000;

export async function twoFactorRequired(): Promise<boolean> {
  if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.value;
  await connectDb();
  const settings = await StaffSettingsModel.findById(SETTINGS_ID).lean();
  cached = { value: settings?.requireTwoFactor ?? false, at: Date.now() };
  return cached.value;
}

export async function setTwoFactorRequired(value: boolean): Promise<void> {
  await connectDb();
  await upsertRacing(() =>
    StaffSettingsModel.updateOne({ _id: SETTINGS_ID }, { $set: { requireTwoFactor: value } }, { upsert: true }).exec(),
  );
  cached = { value, at: Date.now() };
}
