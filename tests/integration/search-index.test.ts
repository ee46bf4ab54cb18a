import { connectDb } from '@/lib/db/connect';
import { categoryValues } from '@/lib/posts/categories';
import { forgetPostIndex, postIndex } from '@/lib/posts/index/live';
import { createPost, deletePost, updatePost } from '@/lib/posts/mutations';
import { listPosts } from '@/lib/posts/queries';
import { readPostList } from '@/lib/posts/reads';
import type { PostListQuery } from '@/lib/posts/types';
import { normalizeSearchText } from '@/lib/text/normalize';
import { PostModel } from '@/models/post';

// The index must answer exactly what the database query answers (lib/posts/queries.ts, the
// site's search before the index): same posts, same order, same totals.

beforeAll(() => connectDb());
afterAll(async () => (await connectDb()).disconnect());

// A small deterministic generator, so a failure names a reproducible case.
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const rand = random(17);
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];

const englishWords = ['privacy', 'Agents', 'local', 'models', 'voice', 'Forms', 'speed', 'trust', 'Rabat', 'notes'];
const arabicWords = ['الذَّكَاء', 'المساعد', 'الخصوصية', 'مدرسة', 'الآلة', 'تعلّم', 'إدارة', 'الاصطنـاعي', 'مقالة', 'سرعة'];

function generatedPost(i: number) {
  const language = rand() < 0.5 ? 'en' : 'ar';
  const words = language === 'en' ? englishWords : arabicWords;
  const title = `${pick(words)} ${pick(words)} ${i}`;
  const description = `${pick(words)} ${pick(words)} ${pick(words)}`;
  const roll = rand();
  const offset = roll < 0.1 ? 3_600_000 : -Math.floor(rand() * 1e9); // a tenth scheduled
  return {
    title,
    description,
    content: `${description}.`,
    category: pick(categoryValues),
    author: 'Generator',
    slug: `generated-${i}`,
    language,
    status: roll > 0.95 ? 'draft' : 'published',
    // Some posts share a time: the order must then follow _id, as the database sorts.
    publishAt: new Date(Date.UTC(2026, 5, 1) + (i % 7 === 0 ? 0 : offset)),
    searchText: `${normalizeSearchText(title)}\n${normalizeSearchText(description)}`,
  };
}

/** Queries as visitors type them: parts of words, two words, other case, diacritics, tatweel. */
function generatedQuery(): string {
  const word = pick([...englishWords, ...arabicWords]);
  const start = Math.floor(rand() * Math.max(1, word.length - 2));
  const variants = [
    word,
    word.slice(start, start + 2 + Math.floor(rand() * 4)),
    word.toUpperCase(),
    `${word} ${pick([...englishWords, ...arabicWords])}`,
    word.replace('ا', 'أ'),
    word.replace(/(.)/, '$1ـ'),
    String(Math.floor(rand() * 300)),
    'zzz',
  ];
  return pick(variants);
}

const ids = (items: { _id: string }[]) => items.map((p) => p._id);

describe('the index answers as the database does', () => {
  beforeAll(async () => {
    await PostModel.deleteMany({});
    await PostModel.insertMany(Array.from({ length: 300 }, (_, i) => generatedPost(i)));
    forgetPostIndex();
  });

  test('for 120 generated searches, filters and pages', async () => {
    for (let n = 0; n < 120; n++) {
      const query: PostListQuery = {
        q: rand() < 0.8 ? generatedQuery() : undefined,
        language: rand() < 0.6 ? pick(['en', 'ar'] as const) : undefined,
        category: rand() < 0.3 ? pick(categoryValues) : undefined,
        limit: pick([1, 12, 50]),
        skip: pick([0, 0, 12, 40]),
      };
      const [fromIndex, fromDatabase] = await Promise.all([readPostList(query), listPosts(query)]);
      const label = JSON.stringify(query);
      expect({ label, total: fromIndex.total, ids: ids(fromIndex.items) }).toEqual({
        label,
        total: fromDatabase.total,
        ids: ids(fromDatabase.items),
      });
    }
  }, 120_000); // 120 database queries: on two busy workers they take well over jest's default 30 s

  test('holding the published posts, scheduled ones included, never drafts', async () => {
    const published = await PostModel.countDocuments({ status: 'published' });
    expect((await postIndex()).size).toBe(published);
  });
});

describe('the index follows every write at once', () => {
  beforeEach(async () => {
    await PostModel.deleteMany({});
    forgetPostIndex();
  });

  const search = async (q: string) => (await readPostList({ q, limit: 12, skip: 0 })).items.map((p) => p.title);
  const base = { description: 'A note', content: '', category: 'NLP' as const, author: 'Editor' };

  test('on save, on edit and on delete', async () => {
    expect(await search('heron')).toEqual([]); // the index is built now, empty
    const post = await createPost({ ...base, title: 'The grey heron', language: 'en' });
    expect(await search('HERON')).toEqual(['The grey heron']);
    await updatePost(post._id, { ...base, title: 'The white egret' });
    expect(await search('heron')).toEqual([]);
    expect(await search('egret')).toEqual(['The white egret']);
    await updatePost(post._id, { ...base, title: 'The white egret', status: 'draft' });
    expect(await search('egret')).toEqual([]);
    await updatePost(post._id, { ...base, title: 'The white egret', status: 'published' });
    await deletePost(post._id);
    expect(await search('egret')).toEqual([]);
  });

  test('in Arabic, whatever the diacritics, tatweel and letter forms', async () => {
    await createPost({ ...base, title: 'مُسَاعِدٌ لِلْمَدْرَسَةِ', description: 'إدارة الآلة', language: 'ar' });
    for (const q of ['مساعد للمدرسه', 'مسـاعد', 'ادارة', 'الالة', 'أدارة'])
      expect(await search(q)).toEqual(['مُسَاعِدٌ لِلْمَدْرَسَةِ']);
  });

  test('a scheduled post appears at its time with no write and no rebuild', async () => {
    await createPost({ ...base, title: 'Due soon', language: 'en', publishAt: new Date(Date.now() + 1200) });
    expect(await search('due soon')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await search('due soon')).toEqual(['Due soon']);
  });
});
