'use client';

import { useEffect, useState } from 'react';
import type { Operation } from '@/lib/auth/access';
import { diffSnapshots, type FieldDiff } from '@/lib/revisions/diff';
import type { RevisionSummary } from '@/lib/revisions/types';
import { adminButtonClass } from '@/components/ui/button';
import { compactInputClass } from '../styles';
import { fill } from '../fill';
import type { HistoryText } from '../labels';
import { useCan } from '../permissions.client';
import { hasUnsaved } from '../unsaved-guard';
import type { RevisionsApi } from './history-api';
import { DiffView, forReading } from './diff-view';
import { RevisionRow } from './revision-row';

type Props<T> = {
  text: HistoryText;
  locale: string;
  token: string;
  /** The item's history calls (a stable object: a new one reloads the list). */
  api: RevisionsApi<T>;
  /** The revision the editor shows. */
  revision: number;
  /** The operation a restore needs (lib/auth/access.ts): without it, no Restore buttons. */
  write: Operation;
  /** Runs an admin call, reporting a failure as `failure` (the manager's banner); undefined then. */
  guarded: <T>(action: () => Promise<T>, failure: string) => Promise<T | undefined>;
  /** The revision a restore replaces: the editor's, once its unsaved text is saved; null stops it. */
  base: () => Promise<number | null>;
  onRestored: (item: T) => void;
};

/** An item's versions (who, when, what changed), a comparison of two, and Restore. */
export function HistoryPanel<T>({ text, locale, token, api, revision, write, guarded, base, onRestored }: Props<T>) {
  const canRestore = useCan(write);
  const [entries, setEntries] = useState<RevisionSummary[] | null>(null);
  const [pair, setPair] = useState<[number, number] | null>(null);
  const [diffs, setDiffs] = useState<FieldDiff[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void guarded(() => api.list(token), text.historyFailed).then((list) => {
      if (!live || !list) return;
      setEntries(list);
      setDiffs(null);
      if (list.length >= 2) setPair([list[1]!.revision, list[0]!.revision]);
    });
    return () => {
      live = false;
    };
  }, [guarded, token, api, revision, text.historyFailed]);

  const compare = async () => {
    if (!pair) return;
    setBusy(true);
    const both = await guarded(() => Promise.all(pair.map((n) => api.read(token, n))), text.historyFailed);
    setBusy(false);
    const [older, newer] = (both ?? []).map((kept) => forReading(kept.snapshot, text, locale));
    if (older && newer) setDiffs(diffSnapshots(older, newer, Object.keys(text.fields)));
  };

  const restore = async (chosen: number) => {
    const savingFirst = hasUnsaved() ? ` ${fill(text.restoreSavingFirst, { n: chosen })}` : '';
    if (!window.confirm(fill(text.confirmRestore, { n: chosen }) + savingFirst)) return;
    setBusy(true);
    const over = await base();
    const restored = over === null ? null : await guarded(() => api.restore(token, chosen, over), text.restoreFailed);
    setBusy(false);
    if (restored) onRestored(restored);
  };

  const choose = (index: 0 | 1) => (value: string) =>
    setPair((p) => (p ? (index === 0 ? [Number(value), p[1]] : [p[0], Number(value)]) : p));

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4 rounded-2xl border border-border p-5">
      <div>
        <h2 id="history-title" className="text-lg font-semibold">
          {text.historyTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.historyIntro}</p>
      </div>
      {entries === null ? (
        <p className="text-sm text-muted">{text.loadingHistory}</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{text.historyEmpty}</p>
      ) : (
        <>
          {pair && (
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="mb-2 text-sm font-semibold">{text.compareTitle}</legend>
              {([0, 1] as const).map((index) => (
                <label key={index} className="flex flex-col gap-1 text-sm">
                  {index === 0 ? text.older : text.newer}
                  <select
                    className={compactInputClass}
                    value={pair[index]}
                    onChange={(e) => choose(index)(e.target.value)}
                  >
                    {entries.map((entry) => (
                      <option key={entry.revision} value={entry.revision}>
                        {fill(text.version, { n: entry.revision })}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="button" className={adminButtonClass.small} disabled={busy} onClick={() => void compare()}>
                {busy ? text.comparing : text.compare}
              </button>
            </fieldset>
          )}
          {diffs && pair && (
            <DiffView text={text} diffs={diffs} caption={fill(text.versionPair, { from: pair[0], to: pair[1] })} />
          )}
          <ol className="divide-y divide-border">
            {entries.map((entry) => (
              <RevisionRow
                key={entry.revision}
                text={text}
                locale={locale}
                entry={entry}
                current={entry.revision === revision}
                busy={busy}
                onRestore={canRestore && entry.revision !== revision ? () => void restore(entry.revision) : undefined}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
