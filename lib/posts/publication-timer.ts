import 'server-only';
import { randomBytes } from 'node:crypto';
import { publication } from '@sahla/process-state';
import { logError } from '@/lib/log/logger';
import { postIndex } from './index/live';

// One timer per server for the next publishAt, re-armed after saves; every 5 min for other instances' schedules.
const RECHECK_MS = 5 * 60_000;
// A second of slack keeps the wake-up from landing just before publishAt.
const SLACK_MS = 1_000;

type State = { secret: string; onDue?: () => Promise<void>; timer?: ReturnType<typeof setTimeout> };

// One timer and secret per process, whichever bundle asks (packages/process-state).
const holder = publication as { state?: State };
const state = (holder.state ??= { secret: randomBytes(24).toString('hex') });

export const PUBLICATION_HEADER = 'x-sahla-publication';

/** Proves a request to the publication hook came from this process's timer. */
export function publicationSecret(): string {
  return state.secret;
}

async function arm(): Promise<void> {
  clearTimeout(state.timer);
  if (!state.onDue) return;
  let next: Date | null = null;
  try {
    const at = (await postIndex()).nextPublication(Date.now());
    next = at === null ? null : new Date(at);
  } catch (error) {
    logError('posts.publication_timer', error);
  }
  const target = next ? next.getTime() + SLACK_MS : null;
  const delay = target === null ? RECHECK_MS : Math.min(Math.max(target - Date.now(), 0), RECHECK_MS);
  state.timer = setTimeout(() => void wake(target), delay);
  state.timer.unref?.();
}

async function wake(target: number | null): Promise<void> {
  // A timer may fire early.
  if (target !== null && target - SLACK_MS <= Date.now()) {
    try {
      await state.onDue?.();
    } catch (error) {
      logError('posts.publication_due', error);
    }
  }
  await arm();
}

export async function startPublicationTimer(onDue: () => Promise<void>): Promise<void> {
  state.onDue = onDue;
  await arm();
}

/** Does nothing where no timer runs (tests, scripts). */
export async function rearmPublicationTimer(): Promise<void> {
  await arm();
}

/** A request to itself: the only way to revalidate. */
export async function requestOwnRevalidation(): Promise<void> {
  const configured = process.env.HOSTNAME;
  const host = !configured || configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured;
  const res = await fetch(`http://${host}:${process.env.PORT || 3000}/api/blogs/publish-due`, {
    method: 'POST',
    headers: { [PUBLICATION_HEADER]: state.secret },
    // A failure is logged; the next wake-up tries again.
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 204) throw new Error(`publication hook answered ${res.status}`);
}

export function stopPublicationTimer(): void {
  clearTimeout(state.timer);
  state.onDue = undefined;
}
