import 'server-only';
import mongoose from 'mongoose';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/log/logger';

// One connection per server process, kept across hot reloads in development.
const store = globalThis as typeof globalThis & { __mongoose?: Promise<typeof mongoose> };

export function connectDb(): Promise<typeof mongoose> {
  if (!store.__mongoose) {
    const uri = env().MONGODB_URI;
    if (!uri) {
      throw new Error('MONGODB_URI is not set: start the site with `npm start`, which starts the embedded database');
    }
    // Fail fast while the database is down instead of queueing requests; the
    // driver keeps reconnecting in the background, so recovery needs no restart.
    mongoose.set('bufferCommands', false);
    store.__mongoose = mongoose
      .connect(uri, { serverSelectionTimeoutMS: 3000, maxPoolSize: 20 })
      .catch((error: unknown) => {
        store.__mongoose = undefined;
        logError('db.connect_failed', error);
        throw error;
      });
  }
  return store.__mongoose;
}

/** True when the database answers a ping within the timeout. */
export async function pingDb(timeoutMs = 2000): Promise<boolean> {
  let conn: typeof mongoose;
  try {
    conn = await connectDb();
  } catch {
    return false; // connectDb logged why (or MONGODB_URI is missing, which start-up reports)
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const db = conn.connection.db;
    if (!db) return false;
    await Promise.race([
      db.admin().ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch (error) {
    logError('db.ping_failed', error, { timeoutMs });
    return false;
  } finally {
    // A pending timer per health check would pile up under a monitor polling every second.
    clearTimeout(timer);
  }
}
