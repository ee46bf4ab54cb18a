import type { FieldDiff } from '@/lib/revisions/diff';
import type { Snapshot } from '@/lib/revisions/types';
import type { HistoryText } from '../labels';

type Props = { text: HistoryText; diffs: FieldDiff[]; caption: string };

const label = (text: HistoryText, field: string) => text.fields[field as keyof HistoryText['fields']] ?? field;

/** A saved time in the admin page's language, Latin digits in Arabic as the rest of the admin. */
export const readableTime = (iso: string, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));

// Snapshot fields holding an instant (a post's publication, an event's start and end).
const TIMES = new Set(['publishAt', 'start', 'end']);

/**
 * A snapshot as a person reads it: a time in their language, on the item's own clock when it has
 * one (an event's time zone, as its form shows it) or else theirs, and a flag as yes or no.
 */
export function forReading(snapshot: Snapshot, text: HistoryText, locale: string): Snapshot {
  const zone = typeof snapshot.timeZone === 'string' && snapshot.timeZone ? snapshot.timeZone : undefined;
  return Object.fromEntries(
    Object.entries(snapshot).map(([field, value]) => [
      field,
      typeof value === 'boolean'
        ? value
          ? text.yes
          : text.no
        : TIMES.has(field) && typeof value === 'string'
          ? readableTime(value, locale, zone)
          : value,
    ]),
  );
}

/**
 * A readable diff, field by field: removed words struck through on red, added ones underlined on
 * green, and named for screen readers (colour alone says nothing to them).
 */
export function DiffView({ text, diffs, caption }: Props) {
  if (diffs.length === 0) return <p className="text-sm text-muted">{text.noDifferences}</p>;
  return (
    <section aria-label={caption} className="flex flex-col gap-3" data-testid="revision-diff">
      <p className="text-sm font-medium text-muted">{caption}</p>
      {diffs.map(({ field, parts }) => (
        <div key={field} className="rounded-lg border border-border">
          <h3 className="border-b border-border bg-surface-2 px-3 py-1.5 text-sm font-semibold">
            {label(text, field)}
          </h3>
          <p className="px-3 py-2 text-sm leading-7 break-words whitespace-pre-wrap" dir="auto">
            {parts.map((part, i) =>
              part.op === 'same' ? (
                <span key={i}>{part.text}</span>
              ) : part.op === 'removed' ? (
                <del key={i} className="rounded bg-danger/15 text-danger line-through decoration-2">
                  <span className="sr-only">[{text.removed}: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                <ins key={i} className="rounded bg-success/15 text-success underline decoration-2">
                  <span className="sr-only">[{text.added}: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </ins>
              ),
            )}
          </p>
        </div>
      ))}
    </section>
  );
}
