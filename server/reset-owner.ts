// `npm run reset-owner [-- <name or email>]`: the owner gets a new password printed once, loses any second
// factor and every session, and is made active (docs/admin.md).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';

/** The bcrypt cost lib/auth/password.ts uses, so the new hash is like any other. */
const BCRYPT_COST = 11;

type Owner = { _id: mongoose.Types.ObjectId; username: string; email?: string };

export async function resetOwner(uri: string, who: string | undefined, log = console.log): Promise<number> {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const staff = connection.db!.collection('staff');
    const owners = await staff.find<Owner>({ role: 'owner' }, { projection: { username: 1, email: 1 } }).toArray();
    const named = who ? owners.filter((o) => o.username === who || o.email === who.toLowerCase()) : owners;
    if (named.length !== 1) {
      const list = owners.map((o) => o.username).join(', ') || '(none: start the site once to create the first owner)';
      log(
        who
          ? `[reset-owner] no owner is called "${who}"; the owners are: ${list}`
          : `[reset-owner] name the owner to reset: npm run reset-owner -- <login name>; the owners are: ${list}`,
      );
      return 1;
    }
    const owner = named[0]!;
    const password = randomBytes(18).toString('base64url');
    await staff.updateOne(
      { _id: owner._id },
      {
        $set: {
          passwordHash: await bcrypt.hash(password, BCRYPT_COST),
          status: 'active',
          totp: null,
          recoveryCodes: [],
        },
        $inc: { tokenVersion: 1 },
      },
    );
    await connection.db!.collection('audit_log').insertOne({
      at: new Date(),
      action: 'staff.owner-reset',
      target: owner.username,
      actor: 'npm run reset-owner',
      ip: '',
    });
    log(
      `[reset-owner] "${owner.username}" can sign in with the password ${password} (shown once; ` +
        'change it in the Account tab). Their other sessions and any second factor were removed.',
    );
    return 0;
  } finally {
    await connection.close();
  }
}

const invokedDirectly = process.argv[1] && path.basename(process.argv[1]) === 'reset-owner.ts';
if (invokedDirectly) {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.error('Invalid environment variable MONGODB_URI: required (use `npm run reset-owner`)');
    process.exit(1);
  }
  resetOwner(uri, process.argv[2]).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`[reset-owner] failed: ${error.message}`);
      process.exit(1);
    },
  );
}
