import { existsSync, readdirSync } from 'node:fs';
import mongoose from 'mongoose';

// Where each public form stores its records; a submission's key is the record's _id.
const COLLECTIONS: Record<string, string> = { contact: 'contact_messages', investor: 'investor_inquiries' };
type Counts = { received: number; records: number; addresses: number; mails: number };

/**
 * Waits (up to `waitMs`) until the spool folder is empty and every "received" submission (per
 * form kind, its key) is in the database, then returns, per kind, how many records and queued
 * mails carry those keys, and how many records carry their mail addresses.
 */
export async function storedOnce(uri: string, spool: string, received: Record<string, string[]>, waitMs = 120_000) {
  const conn = await mongoose.createConnection(uri).asPromise();
  const counts = async () => {
    const result: Record<string, Counts> = {};
    for (const [kind, ids] of Object.entries(received)) {
      const keys = ids.map((id) => new mongoose.Types.ObjectId(id));
      const records = conn.collection(COLLECTIONS[kind]);
      const docs = await records.find({ _id: { $in: keys } }, { projection: { email: 1 } }).toArray();
      result[kind] = {
        received: ids.length,
        records: docs.length,
        // A second copy under another _id would show as a second record with the same address.
        addresses: await records.countDocuments({ email: { $in: docs.map((d) => d.email) } }),
        mails: await conn.collection('outbox_mails').countDocuments({ refId: { $in: keys } }),
      };
    }
    return result;
  };
  const spooled = () => (existsSync(spool) ? readdirSync(spool).filter((name) => name.endsWith('.json')).length : 0);
  try {
    for (const until = Date.now() + waitMs; Date.now() < until; await new Promise((r) => setTimeout(r, 1000))) {
      const now = await counts();
      if (spooled() === 0 && Object.values(now).every((c) => c.records === c.received)) break;
    }
    return { spooled: spooled(), counts: await counts() };
  } finally {
    await conn.close();
  }
}
