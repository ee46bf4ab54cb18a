import 'server-only';
import { z } from 'zod';
import { jsonError } from '@/lib/http/json-error';
import { RevisionConflict, conflictResponse } from './conflict';
import { listRevisions, readRevision } from './store';
import type { RevisionDetail, RevisionKind } from './types';

// The history routes of every kind (posts, events, pages) answer alike: these are their shared parts.

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** A restore's body: the revision the editor shows, which must still be the stored one (else 409). */
export const restoreSchema = z.strictObject({ baseRevision: z.number().int().min(0).nullable().optional() });

/** A revision number from the path, or the 400 that says it is not one. */
export const revisionNumber = (raw: string | undefined): number | Response =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : jsonError(400, 'A revision is a whole number');

/** An item's history, newest first (no snapshots). */
export const historyResponse = async (kind: RevisionKind, itemId: string) =>
  Response.json(await listRevisions(kind, itemId), { headers: NO_STORE });

/** One kept revision with its snapshot, or 404. */
export async function revisionResponse(kind: RevisionKind, itemId: string, raw: string | undefined) {
  const kept = await keptRevision(kind, itemId, raw);
  return kept instanceof Response ? kept : Response.json(kept, { headers: NO_STORE });
}

/** The revision a restore brings back, or the 400/404 answer. */
export async function keptRevision(
  kind: RevisionKind,
  itemId: string,
  raw: string | undefined,
): Promise<RevisionDetail | Response> {
  const n = revisionNumber(raw);
  if (n instanceof Response) return n;
  return (await readRevision(kind, itemId, n)) ?? jsonError(404, 'Revision not found');
}

/** Runs a save; a refused one (someone saved meanwhile) answers 409 with the stored revision. */
export async function unlessConflict(save: () => Promise<Response>): Promise<Response> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof RevisionConflict) return conflictResponse(error);
    throw error;
  }
}
