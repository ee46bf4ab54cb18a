import type { FieldDiff } from '@/lib/revisions/diff';
import type { HistoryText } from '../labels';

type Props = { text: HistoryText; diffs: FieldDiff[]; caption: string };

const label = (text: HistoryText, field: string) => text.fields[field as keyof HistoryText['fields']] ?? field;

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
          <h4 className="border-b border-border bg-surface-2 px-3 py-1.5 text-sm font-semibold">
            {label(text, field)}
          </h4>
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
