'use client';

import { useCan } from '../permissions.client';
import { useEffect, useState } from 'react';
import { ATTRIBUTION_FIELDS } from '@/lib/constants/attribution';
import { LIST_COLUMNS } from '@/lib/inbox/columns';
import { describeMail, formatTime, labelFor } from './format';
import { inboxApi, type Row } from './inbox-api';
import type { InboxLabels } from './labels';
import { NoticeLine } from './notice.client';
import { adminButtonClass } from '@/components/ui/button';
import { useAdminAction } from './use-admin-action';

type Props = {
  list: 'inquiries' | 'messages';
  id: string;
  token: string;
  labels: InboxLabels;
  onBack: () => void;
  onChanged: () => void;
  onSessionEnded: () => void;
};

// Every column of the list; a message's text, the longest field, comes last.
const FIELDS = {
  inquiries: LIST_COLUMNS.inquiries,
  messages: [...LIST_COLUMNS.messages.filter((field) => field !== 'message'), 'message'],
};

// Addresses, numbers, paths and tags read left to right in Arabic too.
const LTR_FIELDS = new Set<string>(['email', 'phone', ...ATTRIBUTION_FIELDS]);

// The moves to every other status, in this order; marking handled is the usual one.
const STATUS_ACTIONS = [
  { status: 'handled', label: 'markHandled', look: 'smallPrimary' },
  { status: 'archived', label: 'archive', look: 'small' },
  { status: 'new', label: 'markNew', look: 'small' },
] as const;

/** Every field of one inquiry or message, its mail state, and what the team can do with it. */
export function RecordDetail({ list, id, token, labels, onBack, onChanged, onSessionEnded }: Props) {
  const text = labels.inbox;
  const canDelete = useCan('inbox.delete');
  const [row, setRow] = useState<Row | null>(null);
  const { busy, notice, run } = useAdminAction(text, onSessionEnded);

  useEffect(() => {
    void run(() => inboxApi.record(token, list, id)).then((r) => r && setRow(r));
  }, [run, token, list, id]);

  const setStatus = async (status: string) => {
    const updated = await run(
      () => inboxApi.setStatus(token, list, id, status),
      () => text.updated,
    );
    if (updated) {
      setRow(updated);
      onChanged();
    }
  };
  const resend = async () => {
    const result = await run(
      () => inboxApi.resend(token, list, id),
      (r) => (r.outcome === 'sent' ? text.resent : text.resendQueued),
    );
    if (result) setRow(result.record);
  };
  const remove = async () => {
    if (!window.confirm(text.confirmDelete)) return;
    if (await run(() => inboxApi.remove(token, list, id))) {
      onChanged();
      onBack();
    }
  };

  return (
    <article
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      aria-labelledby="record-title"
    >
      <button type="button" className="self-start text-sm font-medium text-primary hover:underline" onClick={onBack}>
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {text.back}
      </button>
      <NoticeLine notice={notice} />
      {row && (
        <>
          <h2 id="record-title" className="text-xl font-bold break-words">
            {list === 'inquiries' ? `${String(row.firstName)} ${String(row.lastName)}` : String(row.name)}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {FIELDS[list].map((field) => (
              <div key={field} className="contents">
                <dt className="text-sm font-semibold text-muted">{text.columns[field as keyof typeof text.columns]}</dt>
                <dd className="break-words whitespace-pre-wrap" data-field={field}>
                  {field === 'createdAt' ? (
                    formatTime(row[field], labels)
                  ) : LTR_FIELDS.has(field) ? (
                    <bdi dir="ltr">{String(row[field] ?? '') || '—'}</bdi>
                  ) : (
                    labelFor(field, row[field], labels) || '—'
                  )}
                </dd>
              </div>
            ))}
            <dt className="text-sm font-semibold text-muted">{text.columns.mail}</dt>
            <dd data-field="mail">{describeMail(row.mail, labels)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {STATUS_ACTIONS.filter((action) => row.status !== action.status).map((action) => (
              <button
                key={action.status}
                type="button"
                className={adminButtonClass[action.look]}
                disabled={busy}
                onClick={() => void setStatus(action.status)}
              >
                {text[action.label]}
              </button>
            ))}
            <button type="button" className={adminButtonClass.small} disabled={busy} onClick={() => void resend()}>
              {text.resend}
            </button>
            {canDelete && (
              <button
                type="button"
                className={adminButtonClass.smallDanger}
                disabled={busy}
                onClick={() => void remove()}
              >
                {text.delete}
              </button>
            )}
          </div>
        </>
      )}
    </article>
  );
}
