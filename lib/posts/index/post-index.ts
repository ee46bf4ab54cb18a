import type { PostLanguage } from '../language';
import type { Post, PostList } from '../types';
import type { IndexEntry } from './entry';
import { firstPublic, newerFirst, SortedLists } from './sorted-lists';
import { TrigramPostings } from './trigrams';

export type IndexQuery = {
  /** Already normalised (normalizeSearchText); empty or absent lists without searching. */
  needle?: string;
  language?: PostLanguage;
  category?: string;
  skip: number;
  limit: number;
  /** Milliseconds; posts whose time is later are scheduled and left out. */
  now: number;
};

/** Where a public slug leads: the post, or a permanent redirect to where it lives now. */
export type SlugFind =
  | { kind: 'post'; post: Post; translation: { language: PostLanguage; slug: string } | null }
  | { kind: 'redirect'; language: PostLanguage; slug: string };

// Removed posts leave a hole in the trigram lists; past this many holes (and more holes than
// posts) the lists are rebuilt, so memory stays proportional to the live posts.
const MAX_HOLES = 20_000;

const slugKey = (language: string, slug: string) => `${language}/${slug}`;

/** Every published post (scheduled ones included), answering listings, search and slugs in memory. */
export class PostIndex {
  private byId = new Map<string, IndexEntry>();
  private bySlug = new Map<string, IndexEntry>();
  private byOldSlug = new Map<string, IndexEntry[]>();
  private slots: (IndexEntry | undefined)[] = [];
  private holes = 0;
  private postings = new TrigramPostings();
  private lists = new SortedLists();
  /** Grows by one with every change: lets callers memoise answers. */
  version = 0;

  /** A bulk build: one sort, then appends (no per-post search). */
  static build(entries: IndexEntry[]): PostIndex {
    const index = new PostIndex();
    entries.sort(newerFirst);
    for (const entry of entries) {
      index.addLookups(entry);
      index.lists.append(entry);
    }
    index.postings.trim();
    return index;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexEntry | undefined {
    return this.byId.get(id);
  }

  /** Adds or replaces a post. */
  upsert(entry: IndexEntry): void {
    this.remove(entry.post._id);
    this.addLookups(entry);
    this.lists.insert(entry);
    this.version += 1;
  }

  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.bySlug.delete(slugKey(entry.post.language, entry.post.slug));
    for (const old of entry.previousSlugs) {
      const key = slugKey(entry.post.language, old);
      const rest = (this.byOldSlug.get(key) ?? []).filter((e) => e !== entry);
      if (rest.length) this.byOldSlug.set(key, rest);
      else this.byOldSlug.delete(key);
    }
    this.lists.remove(entry);
    this.slots[entry.slot] = undefined;
    this.holes += 1;
    this.version += 1;
    if (this.holes > MAX_HOLES && this.holes > this.byId.size) this.renumber();
  }

  private addLookups(entry: IndexEntry): void {
    entry.slot = this.slots.length;
    this.slots.push(entry);
    this.postings.add(entry.slot, entry.searchText);
    this.byId.set(entry.post._id, entry);
    this.bySlug.set(slugKey(entry.post.language, entry.post.slug), entry);
    for (const old of entry.previousSlugs) {
      const key = slugKey(entry.post.language, old);
      this.byOldSlug.set(key, [...(this.byOldSlug.get(key) ?? []), entry]);
    }
  }

  private renumber(): void {
    const live = this.slots.filter((e): e is IndexEntry => e !== undefined);
    this.slots = [];
    this.holes = 0;
    this.postings = new TrigramPostings();
    for (const entry of live) {
      entry.slot = this.slots.length;
      this.slots.push(entry);
      this.postings.add(entry.slot, entry.searchText);
    }
    this.postings.trim();
  }

  /** A page of public posts, newest first, with the total that match. */
  list({ needle, language, category, skip, limit, now }: IndexQuery): PostList {
    const base = this.lists.get(language, category);
    const start = firstPublic(base, now);
    if (!needle) {
      return { items: base.slice(start + skip, start + skip + limit).map((e) => e.post), total: base.length - start };
    }
    const slots = this.postings.candidates(needle);
    const matches: IndexEntry[] = [];
    const wanted = (e: IndexEntry | undefined): e is IndexEntry =>
      e !== undefined &&
      e.time <= now &&
      (!language || e.post.language === language) &&
      (!category || e.post.category === category) &&
      e.searchText.includes(needle);
    if (slots !== null && slots.length * 16 < base.length - start) {
      // Few candidates: check each, then sort the few that match.
      for (const slot of slots) if (wanted(this.slots[slot])) matches.push(this.slots[slot]!);
      matches.sort(newerFirst);
    } else {
      // Many: walk the sorted list, which keeps the order for free, reading the text only of
      // the candidates (a mark per slot), or of every post when the needle is too short for one.
      const marks = slots && this.marksOf(slots);
      for (let i = start; i < base.length; i++) {
        const e = base[i];
        if ((!marks || marks[e.slot]) && e.searchText.includes(needle)) matches.push(e);
      }
    }
    return { items: matches.slice(skip, skip + limit).map((e) => e.post), total: matches.length };
  }

  private marksOf(slots: number[]): Uint8Array {
    const marks = new Uint8Array(this.slots.length);
    for (const slot of slots) marks[slot] = 1;
    return marks;
  }

  /** Public posts newest first (one language, or both), at most `limit`. */
  newest(limit: number, now: number, language?: PostLanguage): IndexEntry[] {
    const base = this.lists.get(language);
    const start = firstPublic(base, now);
    return base.slice(start, start + limit);
  }

  /** The earliest time still ahead among scheduled posts: when the public lists next change. */
  nextPublication(now: number): number | null {
    const all = this.lists.get();
    const start = firstPublic(all, now);
    return start > 0 ? all[start - 1].time : null;
  }

  private publicTranslation(entry: IndexEntry, now: number) {
    const other = entry.post.translationId ? this.byId.get(entry.post.translationId) : undefined;
    return other && other.time <= now && other.post.language !== entry.post.language
      ? { language: other.post.language, slug: other.post.slug }
      : null;
  }

  /**
   * What /<language>/blog/<slug> shows: the post; a redirect for a former slug, or for a post of
   * the other blog (to its translation in this language when it has one, else to its own page).
   */
  findSlug(language: PostLanguage, slug: string, now: number): SlugFind | null {
    const isPublic = (e: IndexEntry | undefined): e is IndexEntry => e !== undefined && e.time <= now;
    const exact = this.bySlug.get(slugKey(language, slug));
    if (isPublic(exact)) return { kind: 'post', post: exact.post, translation: this.publicTranslation(exact, now) };
    const renamed = (this.byOldSlug.get(slugKey(language, slug)) ?? []).find(isPublic);
    if (renamed) return { kind: 'redirect', language, slug: renamed.post.slug };
    const other = language === 'en' ? 'ar' : 'en';
    const elsewhere = [this.bySlug.get(slugKey(other, slug)), ...(this.byOldSlug.get(slugKey(other, slug)) ?? [])].find(
      isPublic,
    );
    if (!elsewhere) return null;
    const translation = this.publicTranslation(elsewhere, now);
    return translation?.language === language
      ? { kind: 'redirect', ...translation }
      : { kind: 'redirect', language: elsewhere.post.language, slug: elsewhere.post.slug };
  }

  /** Sizes for the memory figures in docs/performance.md. */
  stats() {
    return { posts: this.byId.size, trigramBytes: this.postings.bytes(), holes: this.holes };
  }
}
