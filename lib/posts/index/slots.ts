import type { IndexEntry } from './entry';

/** What a search checks of each post, in flat arrays (docs/performance.md#numbers-behind-the-constants). */
export class Slots {
  private entries: (IndexEntry | undefined)[] = [];
  private times: number[] = [];
  /** language × 256 + category, both as small numbers; -1 for a removed post's hole. */
  private codes: number[] = [];
  private texts: string[] = [];
  private static known = new Map<string, number>();

  private static code(value: string | undefined): number {
    if (value === undefined) return -1;
    let code = Slots.known.get(value);
    if (code === undefined) Slots.known.set(value, (code = Slots.known.size));
    return code;
  }

  get length(): number {
    return this.entries.length;
  }

  at(slot: number): IndexEntry | undefined {
    return this.entries[slot];
  }

  add(entry: IndexEntry): number {
    entry.slot = this.entries.length;
    this.entries.push(entry);
    this.times.push(entry.time);
    this.codes.push(Slots.code(entry.post.language) * 256 + Slots.code(entry.post.category));
    this.texts.push(entry.searchText);
    return entry.slot;
  }

  clear(slot: number): void {
    this.entries[slot] = undefined;
    this.codes[slot] = -1;
    this.texts[slot] = '';
  }

  live(): IndexEntry[] {
    return this.entries.filter((e): e is IndexEntry => e !== undefined);
  }

  matcher(needle: string, now: number, language?: string, category?: string): (slot: number) => boolean {
    const lang = language === undefined ? -1 : Slots.code(language);
    const cat = category === undefined ? -1 : Slots.code(category);
    const { times, codes, texts } = this;
    return (slot) => {
      const code = codes[slot];
      return (
        code >= 0 &&
        times[slot] <= now &&
        (lang < 0 || code >> 8 === lang) &&
        (cat < 0 || (code & 255) === cat) &&
        texts[slot].includes(needle)
      );
    };
  }

  /** Reads the posts only on a tie. */
  newerFirst(a: number, b: number): number {
    return this.times[b] - this.times[a] || (this.entries[a]!.post._id < this.entries[b]!.post._id ? 1 : -1);
  }
}
