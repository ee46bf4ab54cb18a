'use client';

import { useEffect, useState } from 'react';
import { ApiError, call } from '../admin-api';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

/** The owners' switch: everyone must sign in with a second factor. */
export function RequireTwoFactor({ token, labels, onSessionEnded }: Props) {
  const text = labels.twoFactor;
  const [required, setRequired] = useState<boolean | null>(null);
  const action = useAdminAction(labels.inbox, onSessionEnded);
  const { run } = action;

  useEffect(() => {
    void run(() => call('/api/admin/settings', token).then((r) => r.json())).then(
      (s) => s && setRequired(s.requireTwoFactor === true),
    );
  }, [run, token]);

  const change = async (value: boolean) => {
    const outcome = await run(async () => {
      try {
        await call('/api/admin/settings', token, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requireTwoFactor: value }),
        });
        return 'ok' as const;
      } catch (error) {
        // The owner has no second factor yet: requiring it would shut them out.
        if (error instanceof ApiError && error.status === 409) return 'own-first' as const;
        throw error;
      }
    });
    if (outcome === 'ok') setRequired(value);
    if (outcome === 'own-first') action.setNotice({ kind: 'error', text: text.requireOwnFirst });
  };

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={required ?? false}
          disabled={required === null || action.busy}
          onChange={(e) => void change(e.target.checked)}
        />
        {text.requireLabel}
      </label>
      <p className="text-sm text-muted">{text.requireHint}</p>
      <NoticeLine notice={action.notice} />
    </div>
  );
}
