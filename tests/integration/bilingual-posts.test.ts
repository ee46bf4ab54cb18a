import { readdirSync } from 'node:fs';
import { connectDb } from '@/lib/db';
import { GET as list, POST as create } from '@/app/api/blogs/route';
import { DELETE, GET as getOne, PUT } from '@/app/api/blogs/[id]/route';
import { resolvePublicSlug } from '@/lib/posts/by-slug';
import { listPostFeedEntries, listPostSitemapEntries } from '@/lib/posts/index-queries';
import { startPublicationTimer, stopPublicationTimer } from '@/lib/posts/publication-timer';
import { PostModel } from '@/models/post';
import { adminToken, auth, formRequest, params, pngImage } from './support/api';

let token: string;

async function post(fields: Record<string, string>, withImage = false) {
  const file = withImage ? { name: 'c.png', type: 'image/png', data: await pngImage() } : undefined;
  return create(formRequest('POST', '/api/blogs', fields, { token, file }));
}
async function created(fields: Record<string, string>) {
  const res = await post(fields);
  expect(res.status).toBe(201);
  return res.json();
}
const put = (id: string, fields: Record<string, string>) =>
  PUT(formRequest('PUT', `/api/blogs/${id}`, fields, { token }), params({ id }));
const stored = (id: string) => PostModel.findById(id).lean();
async function titles(query: string, headers: Record<string, string> = {}) {
  const res = await list(new Request(`http://localhost/api/blogs${query}`, { headers }));
  return {
    status: res.status,
    titles: res.status === 200 ? (await res.json()).map((p: { title: string }) => p.title) : [],
  };
}
const en = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: 'About it',
  language: 'en',
  ...extra,
});
const ar = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: 'عنها',
  language: 'ar',
  ...extra,
});

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(async () => {
  await PostModel.deleteMany({});
});
afterAll(async () => (await connectDb()).disconnect());

test('every public read path shows a blog its own language only', async () => {
  await created(en('Agents in English', { category: 'NLP' }));
  await created(ar('الوكلاء بالعربية', { category: 'NLP' }));
  expect((await titles('?lang=en')).titles).toEqual(['Agents in English']);
  expect((await titles('?lang=ar')).titles).toEqual(['الوكلاء بالعربية']);
  expect((await titles('?lang=ar&category=nlp&q=الوكلاء')).titles).toEqual(['الوكلاء بالعربية']);
  expect((await titles('?lang=en&q=الوكلاء')).titles).toEqual([]);
  expect((await titles('')).titles).toHaveLength(2); // the spec's clients: both, newest first
  expect((await listPostFeedEntries('ar', 20)).map((p) => p.title)).toEqual(['الوكلاء بالعربية']);
  expect((await listPostFeedEntries('en', 20)).map((p) => p.title)).toEqual(['Agents in English']);
  expect((await listPostSitemapEntries()).map((p) => p.language).sort()).toEqual(['ar', 'en']);
  expect((await titles('?lang=fr')).status).toBe(400);
});

test('translations link both ways, move, and clear on save and on delete', async () => {
  const a = await created(en('Original'));
  const b = await created(ar('الترجمة', { translationId: a._id }));
  expect(String((await stored(a._id))!.translationId)).toBe(b._id);
  expect(b.translationId).toBe(a._id);

  const c = await created(ar('ترجمة أخرى'));
  expect((await put(a._id, en('Original', { translationId: c._id }))).status).toBe(200);
  expect(String((await stored(c._id))!.translationId)).toBe(a._id);
  expect((await stored(b._id))!.translationId).toBeNull(); // the old partner lets go

  expect((await put(c._id, ar('ترجمة أخرى', { translationId: '' }))).status).toBe(200);
  expect((await stored(a._id))!.translationId).toBeNull();

  await put(c._id, ar('ترجمة أخرى', { translationId: a._id }));
  const del = await DELETE(
    new Request(`http://localhost/api/blogs/${a._id}`, { method: 'DELETE', headers: auth(token) }),
    params({ id: a._id }),
  );
  expect(del.status).toBe(204);
  expect((await stored(c._id))!.translationId).toBeNull();
});

test('drafts and scheduled posts are invisible to the public and visible with the token', async () => {
  const draft = await created(en('Secret draft', { status: 'draft' }));
  const later = await created(en('Future post', { publishAt: new Date(Date.now() + 3_600_000).toISOString() }));
  await created(en('Public post'));
  expect((await titles('')).titles).toEqual(['Public post']);
  expect((await titles('?status=all')).status).toBe(401);
  expect((await titles('?status=all', auth(token))).titles.sort()).toEqual([
    'Future post',
    'Public post',
    'Secret draft',
  ]);
  expect((await titles('?status=draft', auth(token))).titles).toEqual(['Secret draft']);
  expect((await titles('?status=scheduled', auth(token))).titles).toEqual(['Future post']);
  for (const p of [draft, later]) {
    const anonymous = await getOne(new Request(`http://localhost/api/blogs/${p._id}`), params({ id: p._id }));
    expect(anonymous.status).toBe(404);
    const admin = await getOne(
      new Request(`http://localhost/api/blogs/${p._id}`, { headers: auth(token) }),
      params({ id: p._id }),
    );
    expect(admin.status).toBe(200);
    expect(await resolvePublicSlug('en', p.slug)).toBeNull();
  }
  expect((await listPostFeedEntries('en', 20)).map((p) => p.title)).toEqual(['Public post']);
  expect((await listPostSitemapEntries()).map((p) => p.slug)).toHaveLength(1);
});

test('a scheduled post becomes public by itself, the timer firing with no request', async () => {
  const due = jest.fn(async () => undefined);
  await startPublicationTimer(due);
  try {
    await created(en('Soon', { publishAt: new Date(Date.now() + 1500).toISOString() })); // a save re-arms the timer
    expect((await titles('')).titles).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(due).toHaveBeenCalledTimes(1); // in the server this revalidates the caches
    expect((await titles('')).titles).toEqual(['Soon']);
  } finally {
    stopPublicationTimer();
  }
});

test('a changed slug and the other language answer with redirects', async () => {
  const a = await created(en('Moving', { slug: 'first-address' }));
  await put(a._id, en('Moving', { slug: 'second-address' }));
  expect(await resolvePublicSlug('en', 'first-address')).toEqual({
    kind: 'redirect',
    language: 'en',
    slug: 'second-address',
  });
  expect(await resolvePublicSlug('ar', 'second-address')).toEqual({
    kind: 'redirect',
    language: 'en',
    slug: 'second-address',
  });
  const b = await created(ar('منقول', { slug: 'منقول', translationId: a._id }));
  expect(await resolvePublicSlug('ar', 'second-address')).toEqual({ kind: 'redirect', language: 'ar', slug: 'منقول' });
  const page = await resolvePublicSlug('en', 'second-address');
  expect(page).toMatchObject({ kind: 'post', translation: { language: 'ar', slug: b.slug } });
});

test('posts stored before languages existed are migrated once', async () => {
  const { migratePosts } = await import('@/lib/posts/migrate');
  const raw = (await connectDb()).connection.db!.collection('posts');
  const createdAt = new Date('2025-01-02T03:04:05Z');
  await raw.insertMany([
    {
      title: 'Old English',
      description: 'd',
      category: 'NLP',
      author: 'a',
      slug: 'old-en-aaaaaa',
      searchText: 'x',
      createdAt,
      updatedAt: createdAt,
    },
    {
      title: 'مقالة قديمة',
      description: 'd',
      category: 'NLP',
      author: 'a',
      slug: 'old-ar-bbbbbb',
      searchText: 'x',
      createdAt,
      updatedAt: createdAt,
    },
  ]);
  expect(await migratePosts()).toBe(2);
  expect(await migratePosts()).toBe(0);
  const docs = await PostModel.find({}).sort({ slug: 1 }).lean();
  expect(docs.map((d) => [d.language, d.status, d.publishAt?.toISOString()])).toEqual([
    ['ar', 'published', createdAt.toISOString()],
    ['en', 'published', createdAt.toISOString()],
  ]);
});

test('bad values get 400 with a field error and store nothing', async () => {
  const other = await created(en('Taken', { slug: 'taken' }));
  const files = readdirSync(process.env.UPLOAD_DIR!).length;
  const count = await PostModel.countDocuments();
  const cases: [Record<string, string>, string, boolean?][] = [
    [en('x', { language: 'fr' }), 'language'],
    [en('x', { publishAt: 'next tuesday' }), 'publishAt'],
    [en('x', { translationId: other._id }), 'translationId'],
    [en('x', { slug: 'taken', imageAlt: 'A blue cover' }), 'slug', true], // its upload is removed
    [en('x', { slug: 'Not A Slug!' }), 'slug'],
    [en('x', { status: 'hidden' }), 'status'],
    [en('x'), 'imageAlt', true], // an image without its text alternative
  ];
  for (const [fields, field, withImage] of cases) {
    const res = await post(fields, withImage);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual([field]);
  }
  expect((await put(other._id, en('Taken', { language: 'ar', translationId: other._id }))).status).toBe(400);
  expect(await PostModel.countDocuments()).toBe(count);
  expect(readdirSync(process.env.UPLOAD_DIR!)).toHaveLength(files);
  expect((await stored(other._id))!.language).toBe('en');
});

test("the original API's form still works: language from the script, published, the title as image text", async () => {
  const res = await post({ title: 'مرحبا', description: 'نص' }, true);
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({
    language: 'ar',
    status: 'published',
    imageAlt: 'مرحبا',
    imageDecorative: false,
  });
});
