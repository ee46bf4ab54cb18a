import type { IndexEntry } from './entry';
import type { Slots } from './slots';
import type { TrigramPostings } from './trigrams';

// A search counts matches up to this and then says "more than 300": an exact total would grow with the
// posts (docs/performance.md#numbers-behind-the-constants); a deeper page still walks as far as it needs.
export const SEARCH_COUNT_CAP = 300;

/** What a search reads: the index's slots, how many of them are in public order, and its lists. */
export type SearchSource = {
  slots: Slots;
  /** Slots below this number were given out newest first (a bulk build or a rebuild). */
  ordered: number;
  postings: TrigramPostings;
  /** The sorted list of the query's language and category, and its first public post. */
  base: readonly IndexEntry[];
  start: number;
};

export type SearchMatches = {
  /** How many were found: all of them when complete, else one more than `enough`. */
  count: number;
  /** False when the walk stopped with more than `enough` matches found. */
  complete: boolean;
  /** Matches from..to in public order (only those are read from their posts). */
  slice: (from: number, to: number) => IndexEntry[];
};

/** The matches of `needle`, newest first, stopping past `enough`: trigram walk in slot order, recent saves merged. */
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
    // Too short for a trigram: every post of the sorted list is a candidate, already in order.
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
