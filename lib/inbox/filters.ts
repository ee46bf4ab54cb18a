import { DIRECT_SOURCE } from '@/lib/constants/attribution';
import { escapeRegex } from '@/lib/text/normalize';
import type { ListParams } from './list-params';

type Filter = Record<string, unknown>;

/** Case-insensitive "contains" over several fields: an escaped regex (no $text on FerretDB). */
function searchFilter(fields: readonly string[], q: string | undefined): Filter | null {
  if (!q) return null;
  const pattern = { $regex: escapeRegex(q), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** A date range on `field` in UTC days, `to` inclusive. */
function dateFilter(field: string, { from, to }: ListParams): Filter | null {
  if (!from && !to) return null;
  const range: Record<string, Date> = {};
  if (from) range.$gte = new Date(`${from}T00:00:00Z`);
  if (to) range.$lt = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
  return { [field]: range };
}

/** A status filter where rows from before statuses count as `legacy` (null: every row has one). */
function statusFilter(status: string | undefined, legacy: string | null): Filter | null {
  if (!status) return null;
  return status === legacy ? { $or: [{ status }, { status: { $exists: false } }] } : { status };
}

// Empty, null or absent (records from before attribution have none).
const NONE = { $in: ['', null] };

/** Leads from one source, as the Stats tab counts them: UTM source, else referrer; `(direct)` is neither. */
function sourceFilter(source: string | undefined): Filter | null {
  if (!source) return null;
  if (source === DIRECT_SOURCE) return { utmSource: NONE, referrerHost: NONE };
  return { $or: [{ utmSource: source }, { utmSource: NONE, referrerHost: source }] };
}

/** All conditions together; $and keeps two $or clauses from overwriting each other. */
function allOf(...parts: (Filter | null)[]): Filter {
  const present = parts.filter((p): p is Filter => p !== null);
  return present.length === 0 ? {} : present.length === 1 ? present[0]! : { $and: present };
}

type ListFilterShape = {
  /** The status rows without one count as, or null (every row has its status). */
  legacyStatus?: string | null;
  /** The field the list's `topic` parameter matches exactly. */
  topic: string;
  /** The fields the words of `q` are looked for in. */
  search: readonly string[];
  /** The field the `from`/`to` range applies to. */
  date?: string;
  /** Whether the list's rows carry lead attribution (the `leadSource` parameter applies). */
  attributed?: boolean;
};

/** The query of one admin list: its status, topic, words, date range and source, all that are given. */
export function listFilter({
  legacyStatus = null,
  topic,
  search,
  date = 'createdAt',
  attributed = false,
}: ListFilterShape) {
  return (p: ListParams): Filter =>
    allOf(
      statusFilter(p.status, legacyStatus),
      p.topic ? { [topic]: p.topic } : null,
      searchFilter(search, p.q),
      dateFilter(date, p),
      attributed ? sourceFilter(p.leadSource) : null,
    );
}
