'use client';

import { useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import { adminButtonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ConflictDialog } from './history/conflict-dialog.client';
import { HistoryPanel } from './history/history-panel.client';
import { PostForm } from './post-form.client';
import type { AdminLabels } from './labels';
import { confirmLeave } from './unsaved-guard';

export type SaveOutcome = 'saved' | 'conflict' | 'failed';

type Props = {
  labels: AdminLabels;
  token: string;
  username: string;
  post: PostJson;
  busy: boolean;
  serverErrors?: Record<string, string>;
  guarded: <T>(action: () => Promise<T>, failure: string) => Promise<T | undefined>;
  onCancel: () => void;
  onSave: (form: FormData) => Promise<SaveOutcome>;
  /** Shows another state of the post in the editor (a restored version, or theirs after a conflict). */
  onReplace: (post: PostJson) => void;
};

/**
 * Editing a stored post: the form, which sends the revision it started from; the translation
 * notice; the History panel; and the conflict dialog when someone else saved first.
 */
export function PostEditor({
  labels,
  token,
  username,
  post,
  busy,
  serverErrors,
  guarded,
  onCancel,
  onSave,
  onReplace,
}: Props) {
  const text = labels.history;
  const [showHistory, setShowHistory] = useState(false);
  const [conflict, setConflict] = useState<FormData | null>(null);

  const save = async (form: FormData, base = post.revision) => {
    form.set('baseRevision', String(base));
    setConflict(null);
    if ((await onSave(form)) === 'conflict') setConflict(form);
  };

  return (
    <div className="flex flex-col gap-4">
      {post.translationOutdated && (
        <p role="note" className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm font-medium">
          {text.outdatedNotice}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          aria-expanded={showHistory}
          aria-controls="post-history"
          className={adminButtonClass.small}
          onClick={() => setShowHistory((v) => !v)}
        >
          <Icon name="clock" className="h-4 w-4" />
          {showHistory ? text.hideHistory : text.history}
        </button>
      </div>
      {showHistory && (
        <div id="post-history">
          <HistoryPanel
            text={text}
            locale={labels.locale}
            token={token}
            post={post}
            guarded={guarded}
            mayLeave={() => confirmLeave(text.unsavedLeave)}
            onRestored={onReplace}
          />
        </div>
      )}
      {conflict && (
        <ConflictDialog
          text={text}
          locale={labels.locale}
          token={token}
          postId={post._id}
          attempt={conflict}
          guarded={guarded}
          onSaveMine={(theirs) => void save(conflict, theirs)}
          onTakeTheirs={(theirs) => {
            setConflict(null);
            onReplace(theirs);
          }}
          onClose={() => setConflict(null)}
        />
      )}
      <PostForm
        key={`${post._id}:${post.revision}`}
        labels={labels}
        username={username}
        post={post}
        locale={labels.locale}
        serverErrors={serverErrors}
        busy={busy}
        onCancel={onCancel}
        onSave={(form) => save(form)}
      />
    </div>
  );
}
