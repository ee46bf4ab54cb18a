import { POST_JSON_BYTES, postListJson } from '@/lib/posts/json-body';
import { toPostJson } from '@/lib/posts/serialize';
import type { Post } from '@/lib/posts/types';

// The API's list body is built from JSON texts kept per post object: its bytes must be exactly
// what serialising the posts gives, and a saved post (a new object) must answer its new text.

function post(i: number, title = `Post ${i} «${'ـعربي'.repeat(i % 3)}» "quoted"`): Post {
  return {
    _id: i.toString(16).padStart(24, '0'),
    title,
    description: `About ${i}\nwith a line break`,
    content: `# Heading\n\n${'text '.repeat(50)}\u2028end`,
    category: 'NLP',
    image: i % 2 ? `post-${i}.webp` : null,
    imageAlt: '',
    imageDecorative: i % 3 === 0,
    author: 'Amina',
    slug: `post-${i}`,
    language: i % 2 ? 'ar' : 'en',
    status: 'published',
    publishAt: null,
    translationId: null,
    revision: i,
    translationOutdated: i % 4 === 0,
    readingMinutes: 1 + (i % 5),
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 2 + i)).toISOString(),
  };
}

const expected = (posts: Post[]) => JSON.stringify(posts.map(toPostJson));

test('the body is byte for byte what serialising the posts gives, asked once or many times', () => {
  const posts = Array.from({ length: 30 }, (_, i) => post(i));
  expect(postListJson([])).toBe('[]');
  expect(postListJson(posts.slice(0, 12))).toBe(expected(posts.slice(0, 12)));
  // The second answer reuses kept texts, in another order and overlapping the first.
  const page = [...posts.slice(6, 18)].reverse();
  expect(postListJson(page)).toBe(expected(page));
  expect(JSON.parse(postListJson(page))[0].title).toBe(page[0].title);
});

test('a saved post answers its new text, not the one kept for its old version', () => {
  const before = post(3);
  expect(postListJson([before])).toBe(expected([before]));
  const after = { ...before, title: 'A new title', updatedAt: new Date(Date.UTC(2026, 5, 1)).toISOString() };
  expect(JSON.parse(postListJson([after]))[0].title).toBe('A new title');
  expect(postListJson([before, after])).toBe(expected([before, after]));
});

test('past its limit it forgets the oldest texts and still answers right', () => {
  const many = Array.from({ length: 2_500 }, (_, i) => post(i));
  for (let i = 0; i < many.length; i += 12) postListJson(many.slice(i, i + 12));
  expect(postListJson(many.slice(0, 12))).toBe(expected(many.slice(0, 12)));
  expect(postListJson(many.slice(2_488))).toBe(expected(many.slice(2_488)));
});

test('holds texts up to POST_JSON_BYTES, then forgets the least recently listed', () => {
  const big = (i: number) => ({ ...post(i), content: 'ن'.repeat(64 * 1024) });
  const first = big(0);
  postListJson([first]);
  // Never done to a post the index holds: here it shows whether its kept text is still used.
  first.title = 'Changed in place';
  expect(JSON.parse(postListJson([first]))[0].title).not.toBe('Changed in place');
  const perText = 2 * JSON.stringify(toPostJson(first)).length;
  for (let i = 1; i <= Math.ceil(POST_JSON_BYTES / perText); i++) postListJson([big(i)]);
  expect(JSON.parse(postListJson([first]))[0].title).toBe('Changed in place');
});
