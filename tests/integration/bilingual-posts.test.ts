import { connectDb } from '@/lib/db/connect';
import { DELETE, GET as getOne } from '@/app/api/blogs/[id]/route';
import { forgetPostIndex } from '@/lib/posts/index/live';
import { readFeedEntries, readPostBySlug, readSitemapEntries } from '@/lib/posts/reads';
import { startPublicationTimer, stopPublicationTimer } from '@/lib/posts/publication-timer';
import { PostModel } from '@/models/post';
import { adminToken, auth, params } from './support/api';
import { ar, en, postApi, stored, titles } from './support/posts';

let token = '';
const { created, put } = postApi(() => token);

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(async () => {
  await PostModel.deleteMany({});
  forgetPostIndex(); // the collection was emptied behind the index's back
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
  expect((await readFeedEntries('ar', 20)).map((p) => p.title)).toEqual(['الوكلاء بالعربية']);
  expect((await readFeedEntries('en', 20)).map((p) => p.title)).toEqual(['Agents in English']);
  expect((await readSitemapEntries()).map((p) => p.language).sort()).toEqual(['ar', 'en']);
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
    expect(await readPostBySlug('en', p.slug)).toBeNull();
  }
  expect((await readFeedEntries('en', 20)).map((p) => p.title)).toEqual(['Public post']);
  expect((await readSitemapEntries()).map((p) => p.slug)).toHaveLength(1);
});

test('a scheduled post becomes public by itself, the timer firing with no request', async () => {
  const due = jest.fn(async () => undefined);
  await startPublicationTimer(due);
  try {
    await created(en('Soon', { publishAt: new Date(Date.now() + 1500).toISOString() })); // a save re-arms the timer
    expect((await titles('')).titles).toEqual([]);
    // Due 1.5 s after the save; a loaded machine may fire a little late, so wait up to 15 s.
    for (let waited = 0; due.mock.calls.length === 0 && waited < 15_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(due).toHaveBeenCalledTimes(1); // in the server this revalidates the caches
    expect((await titles('')).titles).toEqual(['Soon']);
  } finally {
    stopPublicationTimer();
  }
});

test('a changed slug and the other language answer with redirects', async () => {
  const a = await created(en('Moving', { slug: 'first-address' }));
  await put(a._id, en('Moving', { slug: 'second-address' }));
  expect(await readPostBySlug('en', 'first-address')).toEqual({
    kind: 'redirect',
    language: 'en',
    slug: 'second-address',
  });
  expect(await readPostBySlug('ar', 'second-address')).toEqual({
    kind: 'redirect',
    language: 'en',
    slug: 'second-address',
  });
  const b = await created(ar('منقول', { slug: 'منقول', translationId: a._id }));
  expect(await readPostBySlug('ar', 'second-address')).toEqual({ kind: 'redirect', language: 'ar', slug: 'منقول' });
  const page = await readPostBySlug('en', 'second-address');
  expect(page).toMatchObject({ kind: 'post', translation: { language: 'ar', slug: b.slug } });
});
