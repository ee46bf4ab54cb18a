'use client';

import { useCan } from '../permissions.client';
import { useEffect, useState, type ReactNode } from 'react';
import { fill } from '../fill';
import { formatTime, labelFor } from './format';
import { inboxApi, type Filters, type ListPage, type Row } from './inbox-api';
import type { InboxLabels } from './labels';
import { ListFilters } from './list-filters.client';
import { NoticeLine } from './notice.client';
import { adminButtonClass } from '@/components/ui/button';
import { useAdminAction } from './use-admin-action';

type Props = {
  list: 'inquiries' | 'messages' | 'subscribers' | 'mail' | 'audit';
  token: string;
  labels: InboxLabels;
  /** Column keys shown in the table (the export has every column). */
  columns: string[];
  statuses?: readonly string[];
  onSessionEnded: () => void;
  onOpen?: (row: Row) => void;
  /** Extra cells at the end of a row (actions), and a bar above the table. */
  rowActions?: (row: Row, reload: () => void) => ReactNode;
  toolbar?: (reload: () => void) => ReactNode;
  /** Changes when something outside the list changed its rows. */
  version?: number;
  /** Reshapes a row for display (e.g. a mail state in words). */
  transform?: (row: Row) => Row;
};

const TIME_COLUMNS = new Set(['createdAt', 'at', 'sentAt', 'confirmedAt', 'unsubscribedAt']);
// On a phone only the first column, the state and the time fit; the rest shows from md up (and in the detail).
const PHONE_COLUMNS = new Set(['status', 'createdAt', 'at', 'action']);
const hideOnPhone = (column: string, index: number) =>
  index === 0 || PHONE_COLUMNS.has(column) ? '' : 'hidden md:table-cell';

/** Filter bar, table, pager and CSV export of one admin list. */
export function ListView(props: Props) {
  const { list, token, labels, columns, statuses, onSessionEnded, onOpen, rowActions, toolbar, version, transform } =
    props;
  const text = labels.inbox;
  const canExport = useCan('inbox.export');
  const [filters, setFilters] = useState<Filters>({ page: 1 });
  const [page, setPage] = useState<ListPage | null>(null);
  const [tick, setTick] = useState(0);
  const { busy, notice, run } = useAdminAction(text, onSessionEnded);

  useEffect(() => {
    let active = true;
    void run(() => inboxApi.list(token, list, filters)).then((result) => {
      if (active && result) setPage(result);
    });
    return () => {
      active = false;
    };
  }, [run, token, list, filters, tick, version]);

  const reload = () => setTick((n) => n + 1);
  const set = (patch: Filters) => setFilters((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
  const cell = (source: Row, column: string) => {
    const row = transform ? transform(source) : source;
    return TIME_COLUMNS.has(column) ? formatTime(row[column], labels) : labelFor(column, row[column], labels);
  };

  return (
    <section className="flex flex-col gap-4" aria-busy={busy}>
      <ListFilters
        list={list}
        labels={labels}
        filters={filters}
        statuses={statuses}
        busy={busy}
        onChange={set}
        onExport={canExport ? () => void run(() => inboxApi.download(token, list, filters)) : undefined}
        toolbar={toolbar?.(reload)}
      />
      <NoticeLine notice={notice} />
      <p className="text-xs text-muted">{fill(text.receivedIn, { zone: labels.timeZone })}</p>
      {!page ? (
        <p role="status" className="py-10 text-center text-muted">
          {text.loading}
        </p>
      ) : page.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted">{text.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-start text-sm">
            <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
              <tr>
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={`px-3 py-2 text-start font-semibold ${hideOnPhone(c, i)}`}>
                    {text.columns[c as keyof typeof text.columns] ?? c}
                  </th>
                ))}
                {rowActions && <th className="px-3 py-2" />}
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row._id} className="border-t border-border align-top hover:bg-surface-2/60">
                  {columns.map((c, i) => (
                    <td key={c} className={`max-w-72 px-3 py-2 break-words ${hideOnPhone(c, i)}`}>
                      {i === 0 && onOpen ? (
                        <button
                          type="button"
                          className="text-start font-semibold text-primary hover:underline"
                          onClick={() => onOpen(row)}
                        >
                          {cell(row, c) || '—'}
                        </button>
                      ) : (
                        cell(row, c)
                      )}
                    </td>
                  ))}
                  {rowActions && <td className="px-3 py-2 text-end">{rowActions(row, reload)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.total > 0 && (
        <nav className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={text.pageOf}>
          <span className="text-muted">{fill(text.pageOf, { page: page.page, pages, total: page.total })}</span>
          <span className="flex gap-2">
            <button
              type="button"
              className={adminButtonClass.small}
              disabled={busy || page.page <= 1}
              onClick={() => set({ page: page.page - 1 })}
            >
              {text.previous}
            </button>
            <button
              type="button"
              className={adminButtonClass.small}
              disabled={busy || page.page >= pages}
              onClick={() => set({ page: page.page + 1 })}
            >
              {text.next}
            </button>
          </span>
        </nav>
      )}
    </section>
  );
}
