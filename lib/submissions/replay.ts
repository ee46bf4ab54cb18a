import 'server-only';
import { isDbUnavailable } from '@/lib/db/errors';
import { isSubmissionKind, submissionHandlers } from '@/lib/submissions/registry';
import { trySendingSoon } from '@/lib/mail/send-soon';
import { queueStrandedMail } from '@/lib/submissions/store';
import { logError, logInfo, logWarn } from '@/lib/log/logger';
import { listSpool, readSpoolEntry, removeSpoolEntry, setAsideSpoolEntry, type SpoolEntry } from './spool-files';

const POLL_MS = 2_000;
const STRANDED_SWEEP_MS = 60_000;

async function storeEntry(entry: SpoolEntry) {
  if (!isSubmissionKind(entry.kind)) throw new Error(`unknown kind "${entry.kind}"`);
  const { schema, store } = submissionHandlers[entry.kind];
  // Checked again: the file sat on disk, and the rules may have changed since it was written.
  const input = schema.parse(entry.input);
  return store(input, { key: entry.key, receivedAt: new Date(entry.receivedAt) });
}

async function replayAll(): Promise<number> {
  let stored = 0;
  for (const name of await listSpool()) {
    const entry = await readSpoolEntry(name);
    try {
      if (!entry) throw new Error('unreadable entry');
      const outboxId = await storeEntry(entry);
      // Stored under its key first, removed second: a crash in between replays it again, and
      // the key makes that second store a no-op. So each entry takes effect exactly once.
      await removeSpoolEntry(name);
      stored += 1;
      if (outboxId) void trySendingSoon(outboxId);
    } catch (error) {
      if (isDbUnavailable(error)) break; // still (or again) down: the next round tries
      logError('spool.set_aside', error, { entry: name });
      await setAsideSpoolEntry(name);
    }
  }
  if (stored > 0) logInfo('spool.replayed', `stored ${stored} spooled submissions`, { stored });
  return stored;
}

let running: Promise<number> | null = null;

/** Stores every spooled submission the database will take now; one run at a time per process. */
export function replaySpool(): Promise<number> {
  running ??= replayAll().finally(() => {
    running = null;
  });
  return running;
}

const state = globalThis as typeof globalThis & { __spoolReplay?: boolean };

/**
 * Starts the background loop (instrumentation, once per server): replays the spool whenever it
 * has entries (at start too, so entries survive a restart), and now and then queues the mail of
 * records whose write was cut off half-way. Never throws, never keeps the process alive.
 */
export function startSpoolReplay(): void {
  if (state.__spoolReplay) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  state.__spoolReplay = true;
  let lastSweep = 0;
  const tick = async () => {
    try {
      if ((await listSpool()).length > 0) await replaySpool();
      if (Date.now() - lastSweep > STRANDED_SWEEP_MS) {
        lastSweep = Date.now();
        const queued = await queueStrandedMail();
        if (queued > 0) logWarn('mail.stranded_queued', `queued ${queued} mails left inside their records`);
      }
    } catch (error) {
      if (!isDbUnavailable(error)) logError('spool.loop_error', error);
    }
    setTimeout(() => void tick(), POLL_MS).unref();
  };
  void tick();
}
