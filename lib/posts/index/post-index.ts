import type { PostLanguage } from '../language';
import type { Post, PostList } from '../types';
import type { IndexEntry } from './entry';
import { firstPublic, newerFirst, SortedLists } from './sorted-lists';
import { findMatches, SEARCH_COUNT_CAP } from './search';
import { Slots } from './slots';
import { TrigramPostings } from './trigrams';

export type IndexQuery = {
  /** Already normalised; empty or absent lists without searching. */
  needle?: string;
  language?: PostLanguage;
  category?: string;
  skip: number;
  limit: number;
  now: number;
};

export type SlugFind =
  | { kind: 'post'; post: Post; translation: { language: PostLanguage; slug: string } | null }
  | { kind: 'redirect'; language: PostLanguage; slug: string };

// Removed posts leave holes in the trigram lists; past this many (and more than posts) they are rebuilt.
const MAX_HOLES = 20_000;
const MAX_LATE = 5_000;

const slugKey = (language: string, slug: string) => `${language}/${slug}`;

/** Every published post (scheduled ones included), answering listings, search and slugs in memory. */
export class PostIndex {
  private byId = new Map<string, IndexEntry>();
  private bySlug = new Map<string, IndexEntry>();
  private byOldSlug = new Map<string, IndexEntry[]>();
  private slots = new Slots();
  private holes = 0;
  /** Slots below this were given out newest first. */
  private ordered = 0;
  private postings = new TrigramPostings();
  private lists = new SortedLists();
  /** Lets callers memoise answers. */
  version = 0;

  /** One sort, then appends. */
  static build(entries: IndexEntry[]): PostIndex {
    const index = new PostIndex();
    entries.sort(newerFirst);
    for (const entry of entries) {
      index.addLookups(entry);
      index.lists.append(entry);
    }
    index.postings.trim();
    index.ordered = index.slots.length;
    return index;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): IndexEntry | undefined {
    return this.byId.get(id);
  }

  upsert(entry: IndexEntry): void {
    this.remove(entry.post._id);
    this.addLookups(entry);
    this.lists.insert(entry);
    this.version += 1;
    // Later saves are merged into each search; past a quarter of the posts (and 5,000) the lists are rebuilt (docs/performance.md#numbers-behind-the-constants).
    const late = this.slots.length - this.ordered;
    if (late > MAX_LATE && late * 4 > this.byId.size) this.renumber();
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
    this.slots.clear(entry.slot);
    this.holes += 1;
    this.version += 1;
    if (this.holes > MAX_HOLES && this.holes > this.byId.size) this.renumber();
  }

  private addLookups(entry: IndexEntry): void {
    this.postings.add(this.slots.add(entry), entry.searchText);
    this.byId.set(entry.post._id, entry);
    this.bySlug.set(slugKey(entry.post.language, entry.post.slug), entry);
    for (const old of entry.previousSlugs) {
      const key = slugKey(entry.post.language, old);
      this.byOldSlug.set(key, [...(this.byOldSlug.get(key) ?? []), entry]);
    }
  }

  private renumber(): void {
    const live = this.slots.live().sort(newerFirst);
    this.slots = new Slots();
    this.holes = 0;
    this.postings = new TrigramPostings();
    for (const entry of live) {
      this.postings.add(this.slots.add(entry), entry.searchText);
    }
    this.postings.trim();
    this.ordered = this.slots.length;
  }

  list({ needle, language, category, skip, limit, now }: IndexQuery): PostList {
    const base = this.lists.get(language, category);
    const start = firstPublic(base, now);
    if (!needle) {
      return { items: base.slice(start + skip, start + skip + limit).map((e) => e.post), total: base.length - start };
    }
    const wanted = this.slots.matcher(needle, now, language, category);
    const source = { slots: this.slots, ordered: this.ordered, postings: this.postings, base, start };
    const enough = Math.max(SEARCH_COUNT_CAP, skip + limit);
    const found = findMatches(source, needle, wanted, enough);
    const items = found.slice(skip, skip + limit).map((e) => e.post);
    return found.complete ? { items, total: found.count } : { items, total: enough, totalIsLowerBound: true };
  }

  newest(limit: number, now: number, language?: PostLanguage): IndexEntry[] {
    const base = this.lists.get(language);
    const start = firstPublic(base, now);
    return base.slice(start, start + limit);
  }

  /** When the public lists next change. */
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

  /** The post, or a redirect (former slug, or the other blog's post). */
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

  stats() {
    return { posts: this.byId.size, trigramBytes: this.postings.bytes(), holes: this.holes };
  }
}
