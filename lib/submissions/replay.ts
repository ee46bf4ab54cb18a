// Spool replay and the stranded-mail sweep: "spooled" → "replayed" → "stored" (docs/mail.md, States).
import 'server-only';
import { spoolReplay } from '@sahla/process-state';
import type { Types } from 'mongoose';
import { isDbUnavailable } from '@/lib/db/errors';
import { isSubmissionKind, submissionHandlers, type SubmissionKind } from '@/lib/submissions/registry';
import { trySendingSoon } from '@/lib/mail/outbox';
import { queueStrandedMail, type SubmissionMeta } from '@/lib/submissions/store';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';
import { listSpool, readSpoolEntry, removeSpoolEntry, setAsideSpoolEntry, type SpoolEntry } from './spool-files';

const POLL_MS = 2_000;
const STRANDED_SWEEP_MS = 60_000;
// Entries per chunk, each kind stored together (docs/mail.md, "While the database is unreachable").
const REPLAY_CHUNK = 50;

type Parsed = { name: string; kind: SubmissionKind; input: unknown; meta: SubmissionMeta };
type Outcome = 'stored' | 'set-aside' | 'down';

function parseEntry(name: string, entry: SpoolEntry): Parsed {
  if (!isSubmissionKind(entry.kind)) throw new Error(`unknown kind "${entry.kind}"`);
  // Checked again: the rules may have changed since the file was written.
  const input = submissionHandlers[entry.kind].schema.parse(entry.input);
  return { name, kind: entry.kind, input, meta: { key: entry.key, receivedAt: new Date(entry.receivedAt) } };
}

async function sendInTurn(outboxIds: Types.ObjectId[]) {
  for (const outboxId of outboxIds) await trySendingSoon(outboxId);
}

async function replayOne(name: string): Promise<Outcome> {
  const entry = await readSpoolEntry(name);
  try {
    if (!entry) throw new Error('unreadable entry');
    const { kind, input, meta } = parseEntry(name, entry);
    const outboxId = await submissionHandlers[kind].store(input, meta);
    // Stored under its key first, removed second: a crash in between replays a no-op.
    await removeSpoolEntry(name);
    if (outboxId) void sendInTurn([outboxId]);
    return 'stored';
  } catch (error) {
    if (isDbUnavailable(error)) return 'down'; // still (or again) down: the next round tries
    logError('spool.set_aside', error, { entry: name });
    await setAsideSpoolEntry(name);
    return 'set-aside';
  }
}

/** Stores a group of one kind in one go; 'apart' leaves them to one at a time. */
async function storeTogether(kind: SubmissionKind, items: Parsed[]): Promise<'stored' | 'down' | 'apart'> {
  const { storeMany } = submissionHandlers[kind];
  if (!storeMany || items.length < 2) return 'apart';
  try {
    const outboxIds = await storeMany(items.map(({ input, meta }) => ({ input, meta })));
    for (const { name } of items) await removeSpoolEntry(name); // stored first, removed second, as above
    void sendInTurn(outboxIds);
    return 'stored';
  } catch (error) {
    if (isDbUnavailable(error)) return 'down';
    // One was refused: one at a time finds which.
    logWarn('spool.one_at_a_time', errorReason(error), { kind, entries: items.length });
    return 'apart';
  }
}

async function replayChunk(names: string[]): Promise<{ stored: number; down: boolean }> {
  const groups = new Map<SubmissionKind, Parsed[]>();
  const apart: string[] = [];
  for (const name of names) {
    const entry = await readSpoolEntry(name);
    let parsed: Parsed | null = null;
    try {
      parsed = entry && parseEntry(name, entry);
    } catch {
      // left to replayOne, which logs why and sets it aside
    }
    if (parsed) groups.set(parsed.kind, [...(groups.get(parsed.kind) ?? []), parsed]);
    else apart.push(name);
  }
  let stored = 0;
  for (const [kind, items] of groups) {
    const outcome = await storeTogether(kind, items);
    if (outcome === 'down') return { stored, down: true };
    if (outcome === 'stored') stored += items.length;
    else apart.push(...items.map(({ name }) => name));
  }
  for (const name of apart.sort()) {
    const outcome = await replayOne(name);
    if (outcome === 'down') return { stored, down: true };
    if (outcome === 'stored') stored += 1;
  }
  return { stored, down: false };
}

async function replayAll(): Promise<number> {
  const names = await listSpool();
  let stored = 0;
  for (let start = 0; start < names.length; start += REPLAY_CHUNK) {
    const chunk = await replayChunk(names.slice(start, start + REPLAY_CHUNK));
    stored += chunk.stored;
    if (chunk.down) break; // still (or again) down: the next round tries
  }
  if (stored > 0) logInfo('spool.replayed', `stored ${stored} spooled submissions`, { stored });
  return stored;
}

let running: Promise<number> | null = null;

/** Stores what the database will take now; one run at a time per process. */
export function replaySpool(): Promise<number> {
  running ??= replayAll().finally(() => {
    running = null;
  });
  return running;
}

// Started once per process, whichever bundle runs instrumentation (packages/process-state).
const holder = spoolReplay as { started?: boolean };

/** Starts the replay loop (once, from instrumentation) with the stranded-mail sweep. Never throws. */
export function startSpoolReplay(): void {
  if (holder.started) return;
  if (process.env.NODE_ENV === 'test' || process.env.NEXT_PHASE === 'phase-production-build') return;
  holder.started = true;
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
