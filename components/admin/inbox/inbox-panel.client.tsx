'use client';

import { useState } from 'react';
import { INBOX_STATUSES, type RecordList } from '@/lib/constants/inbox-status';
import { useCan } from '../permissions.client';
import { EraseForm } from './erase-form.client';
import { describeMail } from './format';
import type { Row } from './inbox-api';
import type { InboxLabels } from './labels';
import { ListView } from './list-view.client';
import { RecordDetail } from './record-detail.client';

type Props = { token: string; labels: InboxLabels; onChanged: () => void; onSessionEnded: () => void };

const COLUMNS: Record<RecordList, string[]> = {
  inquiries: ['name', 'email', 'title', 'utmSource', 'createdAt', 'status', 'mail'],
  messages: ['name', 'email', 'subject', 'utmSource', 'createdAt', 'status', 'mail'],
};

/** Investor inquiries and contact messages: list, detail, and erasure of a person. */
export function InboxPanel({ token, labels, onChanged, onSessionEnded }: Props) {
  const text = labels.inbox;
  const [list, setList] = useState<RecordList>('inquiries');
  const [open, setOpen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const canErase = useCan('inbox.erase');
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  // The mail column shows the state in words; the name column joins first and last name.
  const display = (row: Row): Row => ({
    ...row,
    name: list === 'inquiries' ? `${String(row.firstName)} ${String(row.lastName)}` : row.name,
    mail: describeMail(row.mail, labels),
  });

  return (
    <div className="flex flex-col gap-6">
      <div
        role="group"
        aria-label={text.tabs.inbox}
        className="inline-flex self-start rounded-lg border border-border p-1"
      >
        {(['inquiries', 'messages'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={list === name}
            onClick={() => {
              setList(name);
              setOpen(null);
            }}
            className="rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {text[name]}
          </button>
        ))}
      </div>
      {open ? (
        <RecordDetail
          list={list}
          id={open}
          token={token}
          labels={labels}
          onBack={() => setOpen(null)}
          onChanged={changed}
          onSessionEnded={onSessionEnded}
        />
      ) : (
        <ListView
          key={list}
          list={list}
          token={token}
          labels={labels}
          columns={COLUMNS[list]}
          statuses={INBOX_STATUSES}
          onSessionEnded={onSessionEnded}
          onOpen={(row) => setOpen(row._id)}
          transform={display}
          version={version}
        />
      )}
      {canErase && <EraseForm token={token} labels={labels} onErased={changed} onSessionEnded={onSessionEnded} />}
    </div>
  );
}
