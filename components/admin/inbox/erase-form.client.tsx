'use client';

import { useState, type FormEvent } from 'react';
import { fill } from '../fill';
import { inboxApi } from './inbox-api';
import type { InboxLabels } from './labels';
import { NoticeLine } from './notice.client';
import { adminButtonClass } from '@/components/ui/button';
import { compactInputClass } from '../styles';
import { useAdminAction } from './use-admin-action';

/** A data-subject erasure by address, with the count of what went. */
export function EraseForm({
  token,
  labels,
  onErased,
  onSessionEnded,
}: {
  token: string;
  labels: InboxLabels;
  onErased: () => void;
  onSessionEnded: () => void;
}) {
  const text = labels.inbox;
  const [email, setEmail] = useState('');
  const { busy, notice, setNotice, run } = useAdminAction(text, onSessionEnded);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setNotice({ kind: 'error', text: text.badEmail });
    if (!window.confirm(fill(text.confirmErase, { email: email.trim() }))) return;
    const counts = await run(
      () => inboxApi.erase(token, email.trim()),
      (c) => fill(text.erased, c),
    );
    if (counts) {
      setEmail('');
      onErased();
    }
  };

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border p-5" aria-labelledby="erase-title">
      <h2 id="erase-title" className="text-lg font-semibold">
        {text.eraseTitle}
      </h2>
      <p className="text-sm text-muted">{text.eraseIntro}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium">
          {text.eraseEmail}
          <input
            type="email"
            dir="ltr"
            className={compactInputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <button type="submit" className={adminButtonClass.smallDanger} disabled={busy}>
          {text.eraseButton}
        </button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
