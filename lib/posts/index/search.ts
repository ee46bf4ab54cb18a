import type { IndexEntry } from './entry';
import type { Slots } from './slots';
import type { TrigramPostings } from './trigrams';

// Counted up to this, then "more than 300" (docs/performance.md#numbers-behind-the-constants).
export const SEARCH_COUNT_CAP = 300;

export type SearchSource = {
  slots: Slots;
  ordered: number;
  postings: TrigramPostings;
  base: readonly IndexEntry[];
  start: number;
};

export type SearchMatches = {
  /** All of them when complete, else one more than `enough`. */
  count: number;
  complete: boolean;
  /** Only those are read from their posts. */
  slice: (from: number, to: number) => IndexEntry[];
};

/** Newest first, stopping past `enough`: a trigram walk in slot order, recent saves merged. */
export function findMatches(
  source: SearchSource,
  needle: string,
  wanted: (slot: number) => boolean,
  enough: number,
): SearchMatches {
  const { slots, ordered, postings, base, start } = source;
  const found: number[] = [];
  const full = () => found.length > enough;
  const late: number[] = [];
  const searchable = postings.scan(needle, ordered, (slot) => {
    if (wanted(slot)) late.push(slot);
    return true;
  });
  if (!searchable) {
    // Too short for a trigram: every post of the sorted list is a candidate.
    const matches: IndexEntry[] = [];
    for (let i = start; i < base.length && matches.length <= enough; i++)
      if (base[i].searchText.includes(needle)) matches.push(base[i]);
    return { count: matches.length, complete: matches.length <= enough, slice: (a, b) => matches.slice(a, b) };
  }
  late.sort((a, b) => slots.newerFirst(a, b));
  let next = 0;
  postings.scan(needle, 0, (slot) => {
    if (slot >= ordered) return false;
    if (!wanted(slot)) return true;
    while (next < late.length && slots.newerFirst(late[next], slot) < 0) found.push(late[next++]);
    found.push(slot);
    return !full();
  });
  while (!full() && next < late.length) found.push(late[next++]);
  const slice = (from: number, to: number) => found.slice(from, to).map((slot) => slots.at(slot)!);
  return { count: found.length, complete: !full(), slice };
}
