import { DIRECT_SOURCE } from '@/lib/constants/attribution';
import { escapeRegex } from '@/lib/text/normalize';
import type { ListParams } from './list-params';

type Filter = Record<string, unknown>;

/** An escaped regex: FerretDB has no $text. */
function searchFilter(fields: readonly string[], q: string | undefined): Filter | null {
  if (!q) return null;
  const pattern = { $regex: escapeRegex(q), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** UTC days, `to` inclusive. */
function dateFilter(field: string, { from, to }: ListParams): Filter | null {
  if (!from && !to) return null;
  const range: Record<string, Date> = {};
  if (from) range.$gte = new Date(`${from}T00:00:00Z`);
  if (to) range.$lt = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
  return { [field]: range };
}

/** Rows from before statuses count as `legacy`. */
function statusFilter(status: string | undefined, legacy: string | null): Filter | null {
  if (!status) return null;
  return status === legacy ? { $or: [{ status }, { status: { $exists: false } }] } : { status };
}

// Records from before attribution have none.
const NONE = { $in: ['', null] };

/** As the Stats tab counts them: UTM source, else referrer. */
function sourceFilter(source: string | undefined): Filter | null {
  if (!source) return null;
  if (source === DIRECT_SOURCE) return { utmSource: NONE, referrerHost: NONE };
  return { $or: [{ utmSource: source }, { utmSource: NONE, referrerHost: source }] };
}

/** $and keeps two $or clauses from overwriting each other. */
function allOf(...parts: (Filter | null)[]): Filter {
  const present = parts.filter((p): p is Filter => p !== null);
  return present.length === 0 ? {} : present.length === 1 ? present[0]! : { $and: present };
}

type ListFilterShape = {
  /** Null: every row has its status. */
  legacyStatus?: string | null;
  topic: string;
  search: readonly string[];
  date?: string;
  /** The `leadSource` parameter applies. */
  attributed?: boolean;
};

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
