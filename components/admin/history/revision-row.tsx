import type { RevisionSummary } from '@/lib/revisions/types';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { HistoryText } from '../labels';
import { readableTime } from './diff-view';
import { fillNodes } from './fill-nodes';

type Props = {
  text: HistoryText;
  locale: string;
  entry: RevisionSummary;
  current: boolean;
  /** Absent when the role may not write, or for the current version. */
  onRestore?: () => void;
  busy: boolean;
};

const fieldNames = (text: HistoryText, fields: string[]) =>
  fields.map((field) => text.fields[field as keyof HistoryText['fields']] ?? field).join(', ');

/** What a version did, in words: created, restored, or which fields it changed. */
function summary(text: HistoryText, entry: RevisionSummary) {
  if (entry.action === 'baseline') return text.beforeHistory;
  if (entry.action === 'restore') return fill(text.restoredFrom, { n: entry.restoredFrom ?? '?' });
  if (entry.revision === 1) return text.created;
  return entry.changed.length ? fill(text.changed, { fields: fieldNames(text, entry.changed) }) : text.nothingChanged;
}

/** One line of the history: version, who and when, what changed, and Restore. */
export function RevisionRow({ text, locale, entry, current, onRestore, busy }: Props) {
  const date = readableTime(entry.savedAt, locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-revision={entry.revision}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {fill(text.version, { n: entry.revision })}
          {current && (
            <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
              {text.current}
            </span>
          )}
        </p>
        <p className="text-sm text-muted">{fillNodes(text.savedBy, { name: entry.staffName || text.someone, date })}</p>
        <p className="text-sm break-words">{summary(text, entry)}</p>
      </div>
      {onRestore && (
        <button type="button" className={adminButtonClass.small} disabled={busy} onClick={onRestore}>
          {text.restore}
        </button>
      )}
    </li>
  );
}
