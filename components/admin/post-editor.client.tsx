'use client';

import { useMemo, useRef, useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import type { Snapshot } from '@/lib/revisions/types';
import { ApiError, savePost } from './admin-api';
import { EditorHistory } from './history/editor-history.client';
import { postHistory } from './history/history-api';
import { PostForm } from './post-form.client';
import { forgetKeptDraft } from './use-kept-draft.client';
import { postDraftKey } from './use-post-values.client';
import type { AdminLabels } from './labels';

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

/** The refused form's values in a revision's shape; an empty author means "keep theirs" as on save. */
function yours(form: FormData, theirs: Snapshot): Snapshot {
  const get = (key: string) => String(form.get(key) ?? '');
  return {
    ...theirs,
    ...Object.fromEntries(
      ['title', 'description', 'content', 'imageAlt', 'category', 'status', 'slug'].map((k) => [k, get(k)]),
    ),
    author: get('author') || theirs.author,
    imageDecorative: get('imageDecorative') === 'true',
    publishAt: get('publishAt') || null,
  };
}

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
  const [conflict, setConflict] = useState<FormData | null>(null);
  const api = useMemo(() => postHistory(post._id), [post._id]);

  const collect = useRef<(() => FormData | null) | null>(null);

  // Before a restore: the form as it stands, saved over the revision it started from (a 409 opens the conflict dialog).
  const saveFirst = async () => {
    const form = collect.current?.();
    if (!form) return null;
    form.set('baseRevision', String(post.revision));
    const conflictOr = (err: unknown) => (err instanceof ApiError && err.status === 409 ? 409 : Promise.reject(err));
    const saved = await guarded(() => savePost(token, post._id, form).catch(conflictOr), labels.text.updateFailed);
    if (saved === 409) setConflict(form);
    if (!saved || saved === 409) return null;
    forgetKeptDraft(postDraftKey(post));
    return saved.revision;
  };

  const save = async (form: FormData, base = post.revision) => {
    form.set('baseRevision', String(base));
    setConflict(null);
    const outcome = await onSave(form);
    if (outcome === 'conflict') setConflict(form);
    return outcome === 'saved';
  };

  return (
    <EditorHistory
      text={text}
      locale={labels.locale}
      token={token}
      api={api}
      revision={post.revision}
      write="posts.write"
      guarded={guarded}
      outdated={post.translationOutdated && text.outdatedNotice}
      conflict={conflict && { title: text.conflictTitle, yours: (theirs) => yours(conflict, theirs) }}
      onSaveMine={(theirs) => conflict && void save(conflict, theirs)}
      onReplace={onReplace}
      onCloseConflict={() => setConflict(null)}
      saveFirst={saveFirst}
    >
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
        collectRef={collect}
      />
    </EditorHistory>
  );
}
