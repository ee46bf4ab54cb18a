import 'server-only';
import { z } from 'zod';
import { jsonError } from '@/lib/http/json-error';
import { RevisionConflict, conflictResponse } from './conflict';
import { listRevisions, readRevision } from './store';
import type { RevisionDetail, RevisionKind } from './types';

// The shared parts of every kind's history routes.

export const NO_STORE = { 'Cache-Control': 'no-store' };

/** The revision the editor shows must still be the stored one (else 409). */
export const restoreSchema = z.strictObject({ baseRevision: z.number().int().min(0).nullable().optional() });

export const revisionNumber = (raw: string | undefined): number | Response =>
  raw && /^\d{1,9}$/.test(raw) ? Number(raw) : jsonError(400, 'A revision is a whole number');

/** Newest first, no snapshots. */
export const historyResponse = async (kind: RevisionKind, itemId: string) =>
  Response.json(await listRevisions(kind, itemId), { headers: NO_STORE });

export async function revisionResponse(kind: RevisionKind, itemId: string, raw: string | undefined) {
  const kept = await keptRevision(kind, itemId, raw);
  return kept instanceof Response ? kept : Response.json(kept, { headers: NO_STORE });
}

export async function keptRevision(
  kind: RevisionKind,
  itemId: string,
  raw: string | undefined,
): Promise<RevisionDetail | Response> {
  const n = revisionNumber(raw);
  if (n instanceof Response) return n;
  return (await readRevision(kind, itemId, n)) ?? jsonError(404, 'Revision not found');
}

/** A refused save (someone saved meanwhile) answers 409. */
export async function unlessConflict(save: () => Promise<Response>): Promise<Response> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof RevisionConflict) return conflictResponse(error);
    throw error;
  }
}
