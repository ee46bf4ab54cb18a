'use client';

import type { Notice } from './use-admin-action';

/** A panel's last outcome: red alert for failures (database down included), green status otherwise. */
export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return notice.kind === 'error' ? (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
    >
      {notice.text}
    </p>
  ) : (
    <p role="status" className="text-sm font-medium text-success">
      {notice.text}
    </p>
  );
}
