'use client';

import type { ListFilters } from './admin-api';
import type { AdminText } from './labels';
import { compactInputClass } from './styles';

type Props = { text: AdminText; filters: ListFilters; onChange: (filters: ListFilters) => void };

/** Which posts the admin list shows: by language and by status. */
export function PostFilters({ text, filters, onChange }: Props) {
  const choices: { [K in keyof ListFilters]: [ListFilters[K], string][] } = {
    language: [
      ['', text.filterAll],
      ['en', text.languageEn],
      ['ar', text.languageAr],
    ],
    status: [
      ['all', text.filterAll],
      ['draft', text.statusDraft],
      ['scheduled', text.filterScheduled],
      ['published', text.statusPublished],
    ],
  };
  const labels = { language: text.filterLanguage, status: text.filterStatus };
  return (
    <div className="flex flex-wrap items-end gap-4">
      {(['language', 'status'] as const).map((filter) => (
        <label key={filter} className="flex flex-col gap-1 text-sm font-medium">
          {labels[filter]}
          <select
            value={filters[filter]}
            onChange={(e) => onChange({ ...filters, [filter]: e.target.value })}
            className={compactInputClass}
          >
            {choices[filter].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
