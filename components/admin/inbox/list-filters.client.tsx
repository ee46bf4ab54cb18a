'use client';

import type { ReactNode } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { compactInputClass } from '../styles';
import { labelFor } from './format';
import type { Filters } from './inbox-api';
import type { InboxLabels } from './labels';

type Props = {
  list: 'inquiries' | 'messages' | 'subscribers' | 'mail' | 'audit';
  labels: InboxLabels;
  filters: Filters;
  statuses?: readonly string[];
  busy: boolean;
  onChange: (patch: Filters) => void;
  /** Shown to roles that may export. */
  onExport?: () => void;
  toolbar?: ReactNode;
};

/** The filter bar of one admin list: words, status, topic, lead source, and the CSV export. */
export function ListFilters({ list, labels, filters, statuses, busy, onChange: set, onExport, toolbar }: Props) {
  const text = labels.inbox;
  const topics = list === 'audit' ? [] : labels.topics[list];
  return (
    <form role="search" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        {text.search}
        <input
          type="search"
          className={compactInputClass}
          placeholder={text.searchPlaceholder}
          defaultValue={filters.q}
          onChange={(e) => set({ q: e.target.value })}
        />
      </label>
      {statuses && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.status}
          <select
            className={compactInputClass}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">{text.all}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {labelFor('status', s, labels)}
              </option>
            ))}
          </select>
        </label>
      )}
      {topics.length > 0 && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.topics[list]}
          <select
            className={compactInputClass}
            value={filters.topic ?? ''}
            onChange={(e) => set({ topic: e.target.value })}
          >
            <option value="">{text.all}</option>
            {topics.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      {onExport && (
        <button type="button" className={adminButtonClass.small} disabled={busy} onClick={onExport}>
          {text.export}
        </button>
      )}
      {toolbar}
    </form>
  );
}
