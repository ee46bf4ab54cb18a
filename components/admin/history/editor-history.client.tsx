'use client';

import { useId, useState, type ReactNode } from 'react';
import type { Operation } from '@/lib/auth/access';
import type { Snapshot } from '@/lib/revisions/types';
import { adminButtonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { HistoryText } from '../labels';
import { confirmLeave, hasUnsaved } from '../unsaved-guard';
import { ConflictDialog } from './conflict-dialog.client';
import type { RevisionsApi } from './history-api';
import { HistoryPanel } from './history-panel.client';

type Props<T> = {
  text: HistoryText;
  locale: string;
  token: string;
  api: RevisionsApi<T>;
  /** The revision the editor shows (the base its save sends). */
  revision: number;
  write: Operation;
  guarded: <R>(action: () => Promise<R>, failure: string) => Promise<R | undefined>;
  /** The translation notice, when this item (or one of its languages) may be behind the other. */
  outdated: ReactNode;
  /** Set after a 409: the refused save in a revision's shape, and the dialog's title. */
  conflict: { yours: (theirs: Snapshot) => Snapshot; title: string } | null;
  onSaveMine: (theirRevision: number) => void;
  /** Shows another state of the item in the editor: a restored version, or theirs after a conflict. */
  onReplace: (item: T) => void;
  onCloseConflict: () => void;
  /** Saves the form as it stands (its checks, its 409); the new revision, or null when refused. */
  saveFirst?: () => Promise<number | null>;
  children: ReactNode;
};

/**
 * What every editor (posts, events, pages) has around its form: the translation notice, the
 * History button and panel, and the conflict dialog when someone else saved first.
 */
export function EditorHistory<T>(props: Props<T>) {
  const { text, locale, token, api, revision, write, guarded, outdated, conflict } = props;
  const [shown, setShown] = useState(false);
  const panel = useId();
  return (
    <div className="flex flex-col gap-4">
      {outdated && (
        <p role="note" className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm font-medium">
          {outdated}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={panel}
          className={adminButtonClass.small}
          onClick={() => setShown((v) => !v)}
        >
          <Icon name="clock" className="h-4 w-4" />
          {shown ? text.hideHistory : text.history}
        </button>
      </div>
      {shown && (
        <div id={panel}>
          <HistoryPanel
            text={text}
            locale={locale}
            token={token}
            api={api}
            revision={revision}
            write={write}
            guarded={guarded}
            // Unsaved text is saved as a version before the restore (kept in the history), else asked about.
            base={async () => {
              if (!hasUnsaved()) return revision;
              if (props.saveFirst) return props.saveFirst();
              return (await confirmLeave(text.unsavedLeave)) ? revision : null;
            }}
            onRestored={props.onReplace}
          />
        </div>
      )}
      {conflict && (
        <ConflictDialog
          text={text}
          locale={locale}
          token={token}
          api={api}
          title={conflict.title}
          yours={conflict.yours}
          guarded={guarded}
          onSaveMine={props.onSaveMine}
          onTakeTheirs={(theirs) => {
            props.onCloseConflict();
            props.onReplace(theirs);
          }}
          onClose={props.onCloseConflict}
        />
      )}
      {props.children}
    </div>
  );
}
