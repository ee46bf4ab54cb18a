/** A save named an older (or unknown) revision than the stored one: refused, nothing written. */
export class RevisionConflict extends Error {
  constructor(readonly current: number) {
    super(`Someone else saved this meanwhile (now revision ${current})`);
    this.name = 'RevisionConflict';
  }
}

/** 409 with the stored revision. */
export function conflictResponse(conflict: RevisionConflict): Response {
  return Response.json(
    { message: 'Someone else saved this meanwhile: compare before saving again', currentRevision: conflict.current },
    { status: 409, headers: { 'Cache-Control': 'no-store' } },
  );
}
