'use client';

import { useEffect, useRef, useState } from 'react';
import { diffSnapshots, type FieldDiff } from '@/lib/revisions/diff';
import type { RevisionDetail, Snapshot } from '@/lib/revisions/types';
import { adminButtonClass } from '@/components/ui/button';
import type { HistoryText } from '../labels';
import type { RevisionsApi } from './history-api';
import { DiffView, forReading } from './diff-view';
import { fillNodes } from './fill-nodes';

type Props<T> = {
  text: HistoryText;
  locale: string;
  token: string;
  /** The item's history calls and its stored state. */
  api: RevisionsApi<T>;
  /** The title: posts name themselves ("this post"), events and pages share a plainer one. */
  title: string;
  /** The refused save in a revision's shape, over their snapshot (for fields the form does not hold). */
  yours: (theirs: Snapshot) => Snapshot;
  guarded: <R>(action: () => Promise<R>, failure: string) => Promise<R | undefined>;
  /** Saves the refused form again over their version (its revision becomes the base). */
  onSaveMine: (theirRevision: number) => void;
  /** Reloads the editor with their version, dropping yours. */
  onTakeTheirs: (theirs: T) => void;
  onClose: () => void;
};

/** Said when a save is refused with 409: who saved meanwhile, a comparison, and the ways on. */
export function ConflictDialog<T>({
  text,
  locale,
  token,
  api,
  title,
  yours,
  guarded,
  onSaveMine,
  onTakeTheirs,
  onClose,
}: Props<T>) {
  const [theirs, setTheirs] = useState<{ item: T; at: number; revision: RevisionDetail | null } | null>(null);
  const [diffs, setDiffs] = useState<FieldDiff[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    void guarded(async () => {
      const { item, revision: at } = await api.current(token);
      const revision = await api.read(token, at).catch(() => null);
      return { item, at, revision };
    }, text.historyFailed).then((found) => found && setTheirs(found));
  }, [guarded, token, api, text.historyFailed]);

  const compare = () => {
    if (!theirs?.revision) return;
    const snapshot = theirs.revision.snapshot;
    const read = (s: Snapshot) => forReading(s, text, locale);
    setDiffs(diffSnapshots(read(snapshot), read(yours(snapshot)), Object.keys(text.fields)));
  };

  return (
    <div
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-body"
      className="flex flex-col gap-4 rounded-2xl border border-danger/50 bg-danger/5 p-5"
    >
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      <p id="conflict-body" className="text-sm">
        {fillNodes(text.conflictBody, {
          name: theirs?.revision?.staffName || text.someone,
          n: theirs?.at ?? '…',
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
          onClick={() => theirs && onSaveMine(theirs.at)}
        >
          {text.saveMine}
        </button>
        <button
          type="button"
          className={adminButtonClass.smallDanger}
          disabled={!theirs}
          onClick={() => theirs && window.confirm(text.confirmTakeTheirs) && onTakeTheirs(theirs.item)}
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
