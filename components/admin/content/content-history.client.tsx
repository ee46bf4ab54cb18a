'use client';

import { useCallback, type ReactNode } from 'react';
import type { Operation } from '@/lib/auth/access';
import type { Snapshot } from '@/lib/revisions/types';
import { fill } from '../fill';
import { EditorHistory } from '../history/editor-history.client';
import type { RevisionsApi } from '../history/history-api';
import type { InboxLabels } from '../inbox/labels';
import { languageNames } from './outdated';

type Props<T> = {
  labels: InboxLabels;
  token: string;
  api: RevisionsApi<T>;
  item: { revision: number; outdatedLanguages: string[] };
  write: Operation;
  /** The form's admin call runner (useContentSave's): failures go to the form's notice. */
  run: <R>(action: () => Promise<R>) => Promise<R | undefined>;
  /** Set after a 409: the form's values in a revision's shape. */
  conflict: ((theirs: Snapshot) => Snapshot) | null;
  onSaveMine: (theirRevision: number) => void;
  onReplace: (item: T) => void;
  onCloseConflict: () => void;
  /** Saves the form as it stands before a restore: the new revision, or null when refused. */
  saveFirst: () => Promise<number | null>;
  children: ReactNode;
};

/** An event's or page's editor around its form: the outdated-language notice, History, and the 409 dialog. */
export function ContentHistory<T>({ labels, item, run, conflict, ...rest }: Props<T>) {
  const text = labels.history;
  const guarded = useCallback(<R,>(action: () => Promise<R>) => run(action), [run]);
  const outdated =
    item.outdatedLanguages.length > 0 &&
    fill(text.outdatedLanguageNotice, { language: languageNames(labels, item.outdatedLanguages) });
  return (
    <EditorHistory
      {...rest}
      text={text}
      locale={labels.locale}
      revision={item.revision}
      guarded={guarded}
      outdated={outdated}
      conflict={conflict && { title: text.conflictTitleAny, yours: conflict }}
    />
  );
}
