'use client';

import type { ReactNode } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import type { Notice } from '../inbox/use-admin-action';
import { confirmLeave } from '../unsaved-guard';

type Props = {
  labels: InboxLabels;
  heading: ReactNode;
  notice: Notice;
  /** The offer of words kept from an unsaved visit (KeptDraftNotice), if any. */
  draft?: ReactNode;
  busy: boolean;
  onSave: () => void;
  /** Leaves the editor, once the person agreed to drop unsaved changes. */
  onCancel: () => void;
  children: ReactNode;
};

/** The frame the event and page editors share: heading, notice line, fields, Save and Cancel. */
export function EditorForm({ labels, heading, notice, draft, busy, onSave, onCancel, children }: Props) {
  const words = labels.content;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-border p-4 sm:p-6"
    >
      {heading}
      <NoticeLine notice={notice} />
      {draft}
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={adminButtonClass.smallPrimary}>
          {busy ? words.saving : words.save}
        </button>
        <button
          type="button"
          onClick={() => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && onCancel())}
          className={adminButtonClass.small}
        >
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
