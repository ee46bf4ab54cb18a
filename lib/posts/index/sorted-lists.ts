import type { IndexEntry } from './entry';

/** Latest publication first, the larger id first on a tie (as the database sorts). */
export function newerFirst(a: IndexEntry, b: IndexEntry): number {
  return b.time - a.time || (a.post._id < b.post._id ? 1 : a.post._id > b.post._id ? -1 : 0);
}

function position(list: IndexEntry[], entry: IndexEntry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newerFirst(list[mid], entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Scheduled posts sort before it. */
export function firstPublic(list: IndexEntry[], now: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid].time > now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every filter a listing can ask for, each kept sorted, so a page is a slice. */
export class SortedLists {
  private lists = new Map<string, IndexEntry[]>();

  static key(language?: string, category?: string): string {
    return `${language ?? '*'}|${category ?? '*'}`;
  }

  private keysOf(entry: IndexEntry): string[] {
    const { language, category } = entry.post;
    const k = SortedLists.key;
    return [k(), k(language), k(undefined, category), k(language, category)];
  }

  insert(entry: IndexEntry): void {
    for (const key of this.keysOf(entry)) {
      let list = this.lists.get(key);
      if (!list) this.lists.set(key, (list = []));
      list.splice(position(list, entry), 0, entry);
    }
  }

  /** For a bulk build whose entries come in order. */
  append(entry: IndexEntry): void {
    for (const key of this.keysOf(entry)) {
      let list = this.lists.get(key);
      if (!list) this.lists.set(key, (list = []));
      list.push(entry);
    }
  }

  remove(entry: IndexEntry): void {
    for (const key of this.keysOf(entry)) {
      const list = this.lists.get(key);
      if (!list) continue;
      const at = position(list, entry);
      if (list[at] === entry) list.splice(at, 1);
    }
  }

  get(language?: string, category?: string): IndexEntry[] {
    return this.lists.get(SortedLists.key(language, category)) ?? [];
  }
}
