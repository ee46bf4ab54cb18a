import 'server-only';
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { connectDb } from '@/lib/db/connect';
import { claimOnce } from '@/lib/db/claim-once';
import { StaffMemberModel } from '@/models/staff-member';
import { verifyPassword } from './password';
import { open, seal } from './secret-box';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './totp';

/** How long a used step stays claimed: past the last moment the window accepts its code. */
const STEP_CLAIM_MS = 10 * 60_000;
/** A recovery code is also pulled from the person's list, which refuses it for good; the claim covers the race. */
const RECOVERY_CLAIM_MS = 86_400_000;

export async function beginTwoFactor(staffId: string, label: string) {
  await connectDb();
  const secret = newTotpSecret();
  await StaffMemberModel.updateOne({ _id: staffId }, { $set: { totpPending: seal(secret) } });
  const uri = totpUri(secret, label);
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Returns the recovery codes, shown once; null when the code does not match. */
export async function confirmTwoFactor(staffId: string, code: string, now = Date.now()): Promise<string[] | null> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { totpPending: 1 }).lean();
  const secret = person?.totpPending ? open(person.totpPending) : null;
  const step = secret ? totpStep(secret, code, now) : null;
  if (!secret || step === null) return null;
  // One confirmation per pending secret (a double submit would otherwise show two sets of codes).
  const pending = createHash('sha256').update(person!.totpPending).digest('hex');
  if (!(await claimOnce(`totp-setup:${staffId}:${pending}`, new Date(now + STEP_CLAIM_MS)))) return null;
  const codes = newRecoveryCodes();
  const done = await StaffMemberModel.updateOne(
    { _id: staffId, totpPending: person!.totpPending },
    {
      $set: {
        totp: { secret: seal(secret), lastStep: step, enabledAt: new Date(now) },
        totpPending: '',
        recoveryCodes: codes.map(hashRecoveryCode),
      },
    },
  );
  return done.modifiedCount === 1 ? codes : null;
}

/** The password is asked again, as for a password change. */
export async function disableTwoFactor(staffId: string, password: string): Promise<boolean> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { passwordHash: 1 }).lean();
  if (!person || !(await verifyPassword(password, person.passwordHash))) return false;
  await StaffMemberModel.updateOne({ _id: staffId }, { $set: { totp: null, totpPending: '', recoveryCodes: [] } });
  return true;
}

/** A code newer than the last used, or an unused recovery code; each use claimed first (claim-once), so one sign-in wins. */
export async function checkSecondFactor(
  staffId: string,
  code: string,
  now = Date.now(),
): Promise<'code' | 'recovery' | null> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { totp: 1, recoveryCodes: 1 }).lean();
  if (!person?.totp) return null;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = open(person.totp.secret);
    const step = secret ? totpStep(secret, trimmed, now) : null;
    if (step === null || step <= person.totp.lastStep) return null;
    if (!(await claimOnce(`totp:${staffId}:${step}`, new Date(now + STEP_CLAIM_MS)))) return null;
    await StaffMemberModel.updateOne(
      { _id: staffId, 'totp.lastStep': { $lt: step } },
      { $set: { 'totp.lastStep': step } },
    );
    return 'code';
  }
  const hash = hashRecoveryCode(trimmed);
  if (!(person.recoveryCodes ?? []).includes(hash)) return null;
  if (!(await claimOnce(`recovery:${staffId}:${hash}`, new Date(now + RECOVERY_CLAIM_MS)))) return null;
  await StaffMemberModel.updateOne({ _id: staffId }, { $pull: { recoveryCodes: hash } });
  return 'recovery';
}
