import { expect, test, type APIRequestContext } from '@playwright/test';
import en from '../messages/en.json';
import { apiToken, createPost, deletePost, uniqueWord } from './support/blog-api';

// A search asked again within seconds is answered from memory by the front door
// (server/front-door/search-answers.ts), which marks it with Age; a post saved or deleted meanwhile is in
// the very next answer, as it was before answers were kept.
const ask = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return { age: response.headers()['age'], text: await response.text() };
};

test('a repeated search is answered again at once, and a save changes the next answer', async ({ request }) => {
  const word = uniqueWord('kept');
  for (const path of [`/blog?q=${word}`, `/api/blogs?q=${word}`]) {
    const first = await ask(request, path);
    expect(first.age).toBeUndefined();
    const again = await ask(request, path);
    expect(again.age).toBe('0');
    expect(again.text).toBe(first.text);
  }
  expect((await ask(request, `/blog?q=${word}`)).text).toContain(en.BlogPage.noResults);

  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: `Kept answers ${word}`,
    description: 'Fresh',
    language: 'en',
  });
  const page = await ask(request, `/blog?q=${word}`);
  expect(page.age).toBeUndefined();
  expect(page.text).toContain(`Kept answers ${word}`);
  expect(JSON.parse((await ask(request, `/api/blogs?q=${word}`)).text)).toHaveLength(1);
  // Kept again, then dropped by the delete.
  expect((await ask(request, `/blog?q=${word}`)).age).toBe('0');
  await deletePost(request, token, post._id);
  const after = await ask(request, `/blog?q=${word}`);
  expect(after.age).toBeUndefined();
  expect(after.text).not.toContain(`Kept answers ${word}`);
  expect(JSON.parse((await ask(request, `/api/blogs?q=${word}`)).text)).toEqual([]);
});

test('a search from a visitor signed in is never answered from what another was given', async ({ request }) => {
  const path = `/blog?q=${uniqueWord('mine')}`;
  await ask(request, path);
  const response = await request.get(path, { headers: { cookie: 'sahla_session=someone' } });
  expect(response.headers()['age']).toBeUndefined();
});
