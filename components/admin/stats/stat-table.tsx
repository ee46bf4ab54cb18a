import type { ReactNode } from 'react';
import { adminButtonClass } from '@/components/ui/button';

export type Column<T> = { key: string; label: string; cell: (row: T) => ReactNode; numeric?: boolean };

type Props<T> = {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  empty: string;
  exportLabel: string;
  onExport: () => void;
  /** Hidden from sight (the chart above shows it), read by screen readers. */
  visuallyHidden?: boolean;
};

/** One table of the Stats tab with its CSV export. */
export function StatTable<T>({ caption, rows, columns, empty, exportLabel, onExport, visuallyHidden }: Props<T>) {
  return (
    <section aria-label={caption} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className={visuallyHidden ? 'sr-only' : 'text-lg font-semibold'}>{caption}</h2>
        <button type="button" className={adminButtonClass.small} onClick={onExport}>
          {exportLabel}
          <span className="sr-only">: {caption}</span>
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
          {empty}
        </p>
      ) : (
        <div className={visuallyHidden ? 'sr-only' : 'overflow-x-auto rounded-2xl border border-border'}>
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-3 py-2 font-semibold ${c.numeric ? 'text-end' : 'text-start'}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-t border-border">
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`px-3 py-2 break-words ${c.numeric ? 'text-end tabular-nums' : 'text-start'}`}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
