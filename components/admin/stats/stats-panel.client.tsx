'use client';

import { useEffect, useState } from 'react';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { compactInputClass } from '../styles';
import { DayChart } from './day-chart';
import { statsApi, type Stats, type StatTable as TableName } from './stats-api';
import { StatTable, type Column } from './stat-table';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };
type Row = Stats['pages'][number];
type SourceRow = Stats['sources'][number];

const RANGES = [7, 30, 90] as const;

/** Visitors and page views, the top pages, posts, referrers and campaigns, and the leads per source. */
export function StatsPanel({ token, labels, onSessionEnded }: Props) {
  const text = labels.stats;
  const [days, setDays] = useState<number>(30);
  const [stats, setStats] = useState<Stats | null>(null);
  const { busy, notice, run } = useAdminAction(labels.inbox, onSessionEnded);

  useEffect(() => {
    let active = true;
    void run(() => statsApi.read(token, days)).then((result) => {
      if (active && result) setStats(result);
    });
    return () => {
      active = false;
    };
  }, [run, token, days]);

  const number = (n: number) => n.toLocaleString(labels.locale === 'ar' ? 'ar-MA' : 'en-GB');
  const language = (locale: string) => text.languages[locale as keyof typeof text.languages] ?? locale;
  const counts = (first: Column<Row>): Column<Row>[] => [
    first,
    { key: 'views', label: text.views, cell: (r) => number(r.views), numeric: true },
    { key: 'visitors', label: text.visitors, cell: (r) => number(r.visitors), numeric: true },
  ];
  const pageColumns: Column<Row>[] = [
    { key: 'key', label: text.page, cell: (r) => <bdi dir="ltr">{r.key}</bdi> },
    ...counts({ key: 'locale', label: text.language, cell: (r) => language(r.locale) }),
  ];
  const table = (name: TableName) => ({
    empty: text.empty,
    exportLabel: text.export,
    onExport: () => void run(() => statsApi.download(token, days, name)),
  });
  const sourceColumns: Column<SourceRow>[] = [
    { key: 'key', label: text.source, cell: (r) => <bdi dir="ltr">{r.key}</bdi> },
    { key: 'visitors', label: text.visitors, cell: (r) => number(r.visitors), numeric: true },
    { key: 'inquiries', label: text.inquiries, cell: (r) => number(r.inquiries), numeric: true },
    { key: 'messages', label: text.messages, cell: (r) => number(r.messages), numeric: true },
    { key: 'subscribers', label: text.subscribers, cell: (r) => number(r.subscribers), numeric: true },
    {
      key: 'conversion',
      label: text.conversion,
      cell: (r) => (r.conversion === null ? '—' : number(r.conversion)),
      numeric: true,
    },
  ];

  return (
    <section className="flex flex-col gap-8" aria-busy={busy}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted">{text.intro}</p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.period}
          <select className={compactInputClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {RANGES.map((range) => (
              <option key={range} value={range}>
                {fill(text.days, { days: range })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <NoticeLine notice={notice} />
      {!stats ? (
        <p role="status" className="py-10 text-center text-muted">
          {text.loading}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
            {(['visitors', 'views'] as const).map((key) => (
              <div key={key} className="rounded-2xl border border-border bg-surface p-4">
                <dt className="text-sm text-muted">{text[key]}</dt>
                <dd className="text-3xl font-bold tabular-nums" data-total={key}>
                  {number(stats.totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          <figure className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
            <figcaption className="text-lg font-semibold">{text.chart}</figcaption>
            <DayChart series={stats.series} rtl={labels.locale === 'ar'} labels={text} />
            <StatTable
              {...table('daily')}
              caption={text.showTable}
              visuallyHidden
              rows={stats.series}
              columns={[
                { key: 'day', label: text.day, cell: (r) => <bdi dir="ltr">{r.day}</bdi> },
                { key: 'views', label: text.views, cell: (r) => number(r.views), numeric: true },
                { key: 'visitors', label: text.visitors, cell: (r) => number(r.visitors), numeric: true },
              ]}
            />
          </figure>
          <div className="grid gap-8 xl:grid-cols-2">
            <StatTable {...table('pages')} caption={text.topPages} rows={stats.pages} columns={pageColumns} />
            <StatTable {...table('posts')} caption={text.topPosts} rows={stats.posts} columns={pageColumns} />
            <StatTable
              {...table('referrers')}
              caption={text.referrers}
              rows={stats.referrers}
              columns={counts({ key: 'key', label: text.referrer, cell: (r) => <bdi dir="ltr">{r.key}</bdi> })}
            />
            <StatTable
              {...table('campaigns')}
              caption={text.campaigns}
              rows={stats.campaigns}
              columns={counts({ key: 'key', label: text.campaign, cell: (r) => <bdi dir="ltr">{r.key}</bdi> })}
            />
          </div>
          <StatTable {...table('sources')} caption={text.sources} rows={stats.sources} columns={sourceColumns} />
        </>
      )}
    </section>
  );
}
