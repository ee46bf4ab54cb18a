import type { IndexEntry } from '@/lib/posts/index/entry';
import { PostIndex } from '@/lib/posts/index/post-index';
import { SEARCH_COUNT_CAP } from '@/lib/posts/index/search';
import { newerFirst } from '@/lib/posts/index/sorted-lists';
import type { Post } from '@/lib/posts/types';
import { normalizeSearchText } from '@/lib/text/normalize';

// The index against the plainest possible answer (filter every entry, sort), on thousands of
// posts: both of its search strategies (trigram candidates, and walking the sorted list when
// most posts are candidates) and its updates must agree with it.

const NOW = Date.UTC(2026, 10, 1);
const words = ['privacy', 'speed', 'agents', 'الخصوصية', 'المساعد', 'مدرسة', 'rabat', 'voice', 'notes', 'trust'];

function entry(i: number, title = `${words[i % 10]} ${words[(i * 7) % 10]} #${i}`): IndexEntry {
  const language = i % 3 === 0 ? 'ar' : 'en';
  const post = {
    _id: i.toString(16).padStart(24, '0'),
    title,
    description: `about ${words[(i * 3) % 10]}`,
    slug: `post-${i}`,
    language,
    category: i % 4 === 0 ? 'NLP' : 'Ethics',
    translationId: null,
  } as unknown as Post;
  return {
    post,
    // A few share a time (then the larger id comes first); one in twenty is scheduled.
    time: i % 20 === 0 ? NOW + 60_000 : NOW - (i % 500) * 1000,
    searchText: `${normalizeSearchText(title)}\n${normalizeSearchText(post.description)}`,
    previousSlugs: i % 50 === 0 ? [`old-${i}`] : [],
    slot: -1,
  };
}

// A search counts to SEARCH_COUNT_CAP (or to the end of the page asked for) and then says "more".
function plain(entries: IndexEntry[], needle: string, language?: string, category?: string, skip = 5) {
  const hits = entries
    .filter((e) => e.time <= NOW && e.searchText.includes(needle))
    .filter((e) => (!language || e.post.language === language) && (!category || e.post.category === category))
    .sort(newerFirst);
  const enough = Math.max(SEARCH_COUNT_CAP, skip + 12);
  const capped = needle !== '' && hits.length > enough;
  return { total: capped ? enough : hits.length, capped, ids: hits.slice(skip, skip + 12).map((e) => e.post._id) };
}

function answer(index: PostIndex, needle: string, language?: 'en' | 'ar', category?: string, skip = 5) {
  const { items, total, totalIsLowerBound } = index.list({ needle, language, category, skip, limit: 12, now: NOW });
  return { total, capped: totalIsLowerBound === true, ids: items.map((p) => p._id) };
}

const needles = ['', 'pr', 'privacy', 'acy sp', '#12', '#1234', 'الخصوص', 'مدرس', 'ssss', 'about age', 'ut tr'];

test('answers every search, filter and page as filtering every post would', () => {
  const entries = Array.from({ length: 3000 }, (_, i) => entry(i));
  const index = PostIndex.build([...entries]);
  for (const needle of needles)
    for (const language of [undefined, 'en', 'ar'] as const)
      for (const category of [undefined, 'NLP'])
        expect([needle, language, category, answer(index, needle, language, category)]).toEqual([
          needle,
          language,
          category,
          plain(entries, needle, language, category),
        ]);
});

test('stays exact through edits and deletes, and through the renumbering they cause', () => {
  const entries = new Map(Array.from({ length: 3000 }, (_, i) => [i, entry(i)]));
  const index = PostIndex.build([...entries.values()]);
  // 25,000 edits and deletes: past the threshold where the trigram lists are rebuilt.
  for (let n = 0; n < 25_000; n++) {
    const i = (n * 7919) % 3000;
    if (n % 3 === 0) {
      index.remove(entry(i).post._id);
      entries.delete(i);
    } else {
      const edited = entry(i, `${words[n % 10]} edited ${n}`);
      index.upsert(edited);
      entries.set(i, edited);
    }
  }
  expect(index.size).toBe(entries.size);
  expect(index.stats().holes).toBeLessThan(25_000);
  for (const needle of [...needles, 'edited 2', 'privacy edited'])
    expect(answer(index, needle, 'en')).toEqual(plain([...entries.values()], needle, 'en'));
});

test('a broad search stops counting past the cap, yet every page it reaches is exact, saved posts merged in', () => {
  const entries = new Map(Array.from({ length: 9000 }, (_, i) => [i, entry(i)]));
  const index = PostIndex.build([...entries.values()]);
  // 400 posts saved after the build (a later slot each), some now the newest, some old.
  for (let n = 0; n < 400; n++) {
    const i = (n * 104_729) % 9000;
    const edited = { ...entry(i, `${words[n % 10]} saved ${n}`), time: NOW - (n % 2 ? 0 : 400_000) - n };
    index.upsert(edited);
    entries.set(i, edited);
  }
  const all = [...entries.values()];
  for (const needle of ['about', 'privacy', 'saved', 'pr', 'saved 1'])
    for (const skip of [0, 5, 984, 1500, 4000])
      expect([needle, skip, answer(index, needle, undefined, undefined, skip)]).toEqual([
        needle,
        skip,
        plain(all, needle, undefined, undefined, skip),
      ]);
  expect(answer(index, 'about').capped).toBe(true);
  expect(answer(index, 'saved 1').capped).toBe(false);
});

test('knows slugs, former slugs and the next scheduled time', () => {
  const index = PostIndex.build(Array.from({ length: 100 }, (_, i) => entry(i)));
  expect(index.findSlug('en', 'post-1', NOW)).toMatchObject({ kind: 'post', post: { slug: 'post-1' } });
  expect(index.findSlug('en', 'post-3', NOW)).toEqual({ kind: 'redirect', language: 'ar', slug: 'post-3' });
  expect(index.findSlug('en', 'post-20', NOW)).toBeNull(); // scheduled: not yet public
  // Post 50 is English: its former slug under /ar leads to its page too.
  expect(index.findSlug('ar', 'old-50', NOW)).toEqual({ kind: 'redirect', language: 'en', slug: 'post-50' });
  expect(index.findSlug('ar', 'old-51', NOW)).toBeNull();
  expect(index.findSlug('en', 'old-50', NOW)).toEqual({ kind: 'redirect', language: 'en', slug: 'post-50' });
  expect(index.nextPublication(NOW)).toBe(NOW + 60_000);
  expect(index.nextPublication(NOW + 60_000)).toBeNull();
  expect(index.findSlug('en', 'post-20', NOW + 60_000)).toMatchObject({ kind: 'post' });
});
