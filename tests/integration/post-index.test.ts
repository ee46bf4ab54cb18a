import { connectDb } from '@/lib/db/connect';
import { readFeedEntries, readSitemapEntries } from '@/lib/posts/reads';
import { PostModel } from '@/models/post';

afterAll(async () => (await connectDb()).disconnect());

beforeAll(async () => {
  await connectDb();
  await PostModel.init(); // the unique slug index, as the site has it
  for (let i = 0; i < 25; i++) {
    await PostModel.create({
      title: `Post ${i}`,
      description: `About ${i}`,
      content: 'x'.repeat(5000),
      category: 'NLP',
      author: 'editor',
      slug: `post-${i}-${String(i).padStart(6, '0')}`,
      searchText: `post ${i}`,
      language: 'en',
      status: 'published',
      publishAt: new Date(Date.now() - (100 - i) * 1000),
    });
  }
});

test('the sitemap reads only what it lists, newest first', async () => {
  const entries = await readSitemapEntries();
  expect(entries).toHaveLength(25);
  expect(entries[0]).toEqual({
    id: expect.any(String),
    slug: 'post-24-000024',
    language: 'en',
    translationId: null,
    updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
  });
  expect(entries.at(-1)!.slug).toBe('post-0-000000');
  expect(await readSitemapEntries(3)).toHaveLength(3);
});

test('the feed reads the newest summaries without their content', async () => {
  const entries = await readFeedEntries('en', 20);
  expect(entries).toHaveLength(20);
  expect(entries[0]).toEqual({
    slug: 'post-24-000024',
    title: 'Post 24',
    description: 'About 24',
    category: 'NLP',
    author: 'editor',
    date: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect(entries.map((e) => e.slug)).not.toContain('post-4-000004');
});
