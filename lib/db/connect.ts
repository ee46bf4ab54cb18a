import 'server-only';
import mongoose from 'mongoose';
import { database } from '@sahla/process-state';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/log/logger';
import { isDeadlineError } from '@/lib/deadline/with-deadline';
import { withDbDeadline } from './deadline';

// One connection per server process, whichever bundle asks, kept across reloads in development (packages/process-state).
const holder = database as { connection?: Promise<typeof mongoose> };

export function connectDb(): Promise<typeof mongoose> {
  if (!holder.connection) {
    const uri = env().MONGODB_URI;
    if (!uri) {
      throw new Error('MONGODB_URI is not set: start the site with `npm start`, which starts the embedded database');
    }
    // Fail fast while the database is down; the driver reconnects in the background.
    mongoose.set('bufferCommands', false);
    const ms = env().DB_TIMEOUT_MS;
    // Reads give up after 10 deadlines; a socket silent for 20 is closed, freeing calls withDbDeadline abandoned.
    mongoose.set('maxTimeMS', 10 * ms);
    holder.connection = mongoose
      .connect(uri, {
        maxPoolSize: 20,
        // Half a deadline: "down" fails before the deadline passes, so it stays apart from "slow".
        serverSelectionTimeoutMS: Math.ceil(ms / 2),
        connectTimeoutMS: ms,
        waitQueueTimeoutMS: ms,
        socketTimeoutMS: 20 * ms,
      })
      .catch((error: unknown) => {
        holder.connection = undefined;
        logError('db.connect_failed', error);
        throw error;
      });
  }
  return holder.connection;
}

export type DbState = 'up' | 'slow' | 'down';

/** Within DB_TIMEOUT_MS (at once while its breaker is open). */
export async function pingDb(): Promise<DbState> {
  try {
    await withDbDeadline(async () => {
      const db = (await connectDb()).connection.db;
      if (!db) throw new Error('NotConnected: no database handle');
      await db.admin().ping();
    });
    return 'up';
  } catch (error) {
    if (isDeadlineError(error)) return 'slow';
    logError('db.ping_failed', error);
    return 'down';
  }
}
