import { connectDb } from '@/lib/db/connect';
import { forgetPostIndex } from '@/lib/posts/index/live';
import { PostModel } from '@/models/post';
import { GET as list } from '@/app/api/blogs/route';
import { adminToken } from './support/api';
import { postApi } from './support/posts';

let token: string;
const createPost = postApi(() => token).created;

async function listQuery(query = '') {
  const res = await list(new Request(`http://localhost/api/blogs${query}`));
  return { status: res.status, headers: res.headers, body: await res.json() };
}

beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => (await connectDb()).disconnect());

describe('listing, search, filter and pagination', () => {
  beforeAll(async () => {
    await PostModel.deleteMany({});
    forgetPostIndex(); // the collection was emptied behind the index's back
    const posts: Record<string, string>[] = [
      { title: 'The Rise of Agents', description: 'AI trends for 2025', category: 'AI Trends' },
      { title: 'Fairness first', description: 'Ethics in practice', category: 'ethics' },
      { title: 'مستقبل الذكاء الاصطناعي', description: 'مقالة عن الذَّكَاء والمُساعِدات', category: 'AI Trends' },
      { title: 'تعلّم الآلة للمبتدئين', description: 'مدرسة الأفكار الأولى', category: 'Machine Learning' },
      { title: 'Regex (a+)+ tricks', description: 'Literal characters only', category: 'Technology' },
    ];
    for (const p of posts) await createPost(p);
  });

  it('lists newest first with the total in X-Total-Count, exposed to browsers', async () => {
    const { status, headers, body } = await listQuery();
    expect(status).toBe(200);
    expect(body.map((p: { title: string }) => p.title)).toEqual([
      'Regex (a+)+ tricks',
      'تعلّم الآلة للمبتدئين',
      'مستقبل الذكاء الاصطناعي',
      'Fairness first',
      'The Rise of Agents',
    ]);
    expect(headers.get('x-total-count')).toBe('5');
    expect(headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/i);
    expect(body[0]).not.toHaveProperty('searchText');
  });

  it('pages with limit and skip, capping the limit at 50', async () => {
    const page = await listQuery('?limit=2&skip=2');
    expect(page.body.map((p: { title: string }) => p.title)).toEqual(['مستقبل الذكاء الاصطناعي', 'Fairness first']);
    expect(page.headers.get('x-total-count')).toBe('5');
    expect((await listQuery('?limit=1000')).body).toHaveLength(5);
    for (const bad of ['?limit=abc', '?limit=0', '?skip=-1', '?limit=1.5']) {
      const res = await listQuery(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid query');
    }
  });

  it('searches title or description case-insensitively', async () => {
    const titles = async (q: string) =>
      (await listQuery(`?q=${encodeURIComponent(q)}`)).body.map((p: { title: string }) => p.title);
    expect(await titles('RISE OF')).toEqual(['The Rise of Agents']);
    expect(await titles('ethics IN')).toEqual(['Fairness first']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('matches Arabic regardless of diacritics, tatweel, hamza forms and taa marbuta', async () => {
    const titles = async (q: string) =>
      (await listQuery(`?q=${encodeURIComponent(q)}`)).body.map((p: { title: string }) => p.title);
    expect(await titles('الذكاء')).toEqual(['مستقبل الذكاء الاصطناعي']); // stored with harakat
    expect(await titles('الاصطنـــاعي')).toEqual(['مستقبل الذكاء الاصطناعي']); // tatweel in the query
    expect(await titles('المساعدات')).toEqual(['مستقبل الذكاء الاصطناعي']);
    expect(await titles('مقاله')).toEqual(['مستقبل الذكاء الاصطناعي']); // haa for taa marbuta
    expect(await titles('تعلم الالة')).toEqual(['تعلّم الآلة للمبتدئين']); // no shadda, bare alef for madda
    expect(await titles('إلآلة')).toEqual(['تعلّم الآلة للمبتدئين']); // hamza forms fold too
    expect(await titles('الآلات')).toEqual([]);
  });

  it('treats the query as literal text, never as a pattern', async () => {
    const count = async (q: string) => (await listQuery(`?q=${encodeURIComponent(q)}`)).headers.get('x-total-count');
    expect(await count('(a+)+')).toBe('1');
    expect(await count('.*')).toBe('0');
    expect(await count('[')).toBe('0');
  });

  it('filters by category (label or slug, "All" for none), combined with search', async () => {
    const count = async (q: string) => (await listQuery(q)).headers.get('x-total-count');
    expect(await count('?category=AI%20Trends')).toBe('2');
    expect(await count('?category=ai-trends')).toBe('2');
    expect(await count('?category=All')).toBe('5');
    expect(await count('?category=ai-trends&q=rise')).toBe('1');
    expect(await count('?category=Ethics&q=rise')).toBe('0');
    const bad = await listQuery('?category=Cooking');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ category: 'Unknown category' });
  });
});

describe('a broad search', () => {
  beforeAll(async () => {
    await PostModel.deleteMany({});
    const at = Date.UTC(2026, 5, 1);
    await PostModel.insertMany(
      Array.from({ length: 320 }, (_, i) => ({
        title: `Harbour note ${i}`,
        description: 'Bulk',
        content: '',
        category: 'NLP',
        author: 'Generator',
        slug: `harbour-${i}`,
        language: 'en',
        status: 'published',
        publishAt: new Date(at - i * 60_000),
        searchText: `harbour note ${i}\nbulk`,
      })),
    );
    forgetPostIndex();
  });

  it('counts to 300 and says there are more, yet serves every page it is asked for', async () => {
    const first = await listQuery('?q=harbour&limit=12');
    expect(first.body.map((p: { title: string }) => p.title).slice(0, 2)).toEqual(['Harbour note 0', 'Harbour note 1']);
    expect(first.headers.get('x-total-count')).toBe('300');
    expect(first.headers.get('x-total-count-is-lower-bound')).toBe('true');
    expect(first.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count-Is-Lower-Bound/i);
    // Past the count, the walk goes as deep as the page: the last page is exact and complete.
    const last = await listQuery('?q=harbour&limit=12&skip=312');
    expect(last.body.map((p: { title: string }) => p.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Harbour note ${312 + i}`),
    );
    expect(last.headers.get('x-total-count')).toBe('320');
    expect(last.headers.get('x-total-count-is-lower-bound')).toBeNull();
    // A narrow search is counted exactly.
    const narrow = await listQuery('?q=note 31');
    expect(narrow.headers.get('x-total-count')).toBe('11');
    expect(narrow.headers.get('x-total-count-is-lower-bound')).toBeNull();
  });
});
