import { readdirSync } from 'node:fs';
import { connectDb } from '@/lib/db/connect';
import { PostModel } from '@/models/post';
import { adminToken } from './support/api';
import { en, postApi, stored } from './support/posts';

let token = '';
const { post, created, put } = postApi(() => token);

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(async () => {
  await PostModel.deleteMany({});
});
afterAll(async () => (await connectDb()).disconnect());

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
