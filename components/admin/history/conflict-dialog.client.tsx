'use client';

import { useEffect, useRef, useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import { diffSnapshots, type FieldDiff } from '@/lib/revisions/diff';
import type { RevisionDetail, Snapshot } from '@/lib/revisions/types';
import { adminButtonClass } from '@/components/ui/button';
import type { HistoryText } from '../labels';
import { historyApi } from './history-api';
import { DiffView, forReading } from './diff-view';
import { fillNodes } from './fill-nodes';

type Props = {
  text: HistoryText;
  locale: string;
  token: string;
  postId: string;
  /** The refused save, as the form sent it: "yours". */
  attempt: FormData;
  guarded: <T>(action: () => Promise<T>, failure: string) => Promise<T | undefined>;
  /** Saves `attempt` again over their version (its revision becomes the base). */
  onSaveMine: (theirRevision: number) => void;
  /** Reloads the editor with their version, dropping yours. */
  onTakeTheirs: (theirs: PostJson) => void;
  onClose: () => void;
};

/** The form's values in a revision's shape; an empty author means "keep theirs" as on save. */
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

/** Said when a save is refused with 409: who saved meanwhile, a comparison, and the ways on. */
export function ConflictDialog({
  text,
  locale,
  token,
  postId,
  attempt,
  guarded,
  onSaveMine,
  onTakeTheirs,
  onClose,
}: Props) {
  const [theirs, setTheirs] = useState<{ post: PostJson; revision: RevisionDetail | null } | null>(null);
  const [diffs, setDiffs] = useState<FieldDiff[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    void guarded(async () => {
      const post = await historyApi.post(token, postId);
      const revision = await historyApi.read(token, postId, post.revision).catch(() => null);
      return { post, revision };
    }, text.historyFailed).then((found) => found && setTheirs(found));
  }, [guarded, token, postId, text.historyFailed]);

  const compare = () => {
    if (!theirs?.revision) return;
    const snapshot = theirs.revision.snapshot;
    const read = (s: Snapshot) => forReading(s, text, locale);
    setDiffs(diffSnapshots(read(snapshot), read(yours(attempt, snapshot)), Object.keys(text.fields)));
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-body"
      className="flex flex-col gap-4 rounded-2xl border border-danger/50 bg-danger/5 p-5"
    >
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {text.conflictTitle}
      </h2>
      <p id="conflict-body" className="text-sm">
        {fillNodes(text.conflictBody, {
          name: theirs?.revision?.staffName || text.someone,
          n: theirs?.post.revision ?? '…',
        })}
      </p>
      {diffs && <DiffView text={text} diffs={diffs} caption={text.theirsVsYours} />}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={adminButtonClass.smallPrimary} disabled={!theirs?.revision} onClick={compare}>
          {text.conflictCompare}
        </button>
        <button
          type="button"
          className={adminButtonClass.small}
          disabled={!theirs}
          onClick={() => theirs && onSaveMine(theirs.post.revision)}
        >
          {text.saveMine}
        </button>
        <button
          type="button"
          className={adminButtonClass.smallDanger}
          disabled={!theirs}
          onClick={() => theirs && window.confirm(text.confirmTakeTheirs) && onTakeTheirs(theirs.post)}
        >
          {text.takeTheirs}
        </button>
        <button type="button" className={adminButtonClass.small} onClick={onClose}>
          {text.keepEditing}
        </button>
      </div>
    </div>
  );
}
