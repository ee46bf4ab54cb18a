'use client';

import type { ListFilters } from './admin-api';
import type { AdminText } from './labels';

type Props = { text: AdminText; filters: ListFilters; onChange: (filters: ListFilters) => void };

const selectClass =
  'rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/** Which posts the admin list shows: by language and by status. */
export function PostFilters({ text, filters, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {text.filterLanguage}
        <select
          value={filters.language}
          onChange={(e) => onChange({ ...filters, language: e.target.value as ListFilters['language'] })}
          className={selectClass}
        >
          <option value="">{text.filterAll}</option>
          <option value="en">{text.languageEn}</option>
          <option value="ar">{text.languageAr}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {text.filterStatus}
        <select
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as ListFilters['status'] })}
          className={selectClass}
        >
          <option value="all">{text.filterAll}</option>
          <option value="draft">{text.statusDraft}</option>
          <option value="scheduled">{text.filterScheduled}</option>
          <option value="published">{text.statusPublished}</option>
        </select>
      </label>
    </div>
  );
}
