import 'server-only';
import QRCode from 'qrcode';
import { connectDb } from '@/lib/db/connect';
import { StaffMemberModel } from '@/models/staff-member';
import { verifyPassword } from './password';
import { open, seal } from './secret-box';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from './totp';

/** The secret shown for set-up: as text, and as a QR code of its otpauth:// address. */
export async function beginTwoFactor(staffId: string, label: string) {
  await connectDb();
  const secret = newTotpSecret();
  await StaffMemberModel.updateOne({ _id: staffId }, { $set: { totpPending: seal(secret) } });
  const uri = totpUri(secret, label);
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Turns the second factor on when the code matches the pending secret; returns the recovery codes, shown once. */
export async function confirmTwoFactor(staffId: string, code: string, now = Date.now()): Promise<string[] | null> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { totpPending: 1 }).lean();
  const secret = person?.totpPending ? open(person.totpPending) : null;
  const step = secret ? totpStep(secret, code, now) : null;
  if (!secret || step === null) return null;
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

/** Turns the second factor off; the person's password is asked again, as for a password change. */
export async function disableTwoFactor(staffId: string, password: string): Promise<boolean> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { passwordHash: 1 }).lean();
  if (!person || !(await verifyPassword(password, person.passwordHash))) return false;
  await StaffMemberModel.updateOne({ _id: staffId }, { $set: { totp: null, totpPending: '', recoveryCodes: [] } });
  return true;
}

/**
 * Checks a sign-in's second factor: a 6-digit code newer than the last one used (the update only
 * matches while the stored step is older, so a replayed or parallel code fails), or an unused
 * recovery code (pulled in the same update that matched it, so it works once).
 */
export async function checkSecondFactor(
  staffId: string,
  code: string,
  now = Date.now(),
): Promise<'code' | 'recovery' | null> {
  await connectDb();
  const person = await StaffMemberModel.findById(staffId, { totp: 1 }).lean();
  if (!person?.totp) return null;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const secret = open(person.totp.secret);
    const step = secret ? totpStep(secret, trimmed, now) : null;
    if (step === null) return null;
    const used = await StaffMemberModel.updateOne(
      { _id: staffId, 'totp.lastStep': { $lt: step } },
      { $set: { 'totp.lastStep': step } },
    );
    return used.modifiedCount === 1 ? 'code' : null;
  }
  const hash = hashRecoveryCode(trimmed);
  const used = await StaffMemberModel.updateOne(
    { _id: staffId, recoveryCodes: hash },
    { $pull: { recoveryCodes: hash } },
  );
  return used.modifiedCount === 1 ? 'recovery' : null;
}
