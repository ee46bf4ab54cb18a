import { expect, test, type Route } from '@playwright/test';
import { apiToken, createPost, deletePost, uniqueWord } from './support/blog-api';

// A visitor who pauses after a few letters starts a search while still typing. The first search
// from /blog leaves the cached listing for the per-request results page (lib/routing/
// blog-listing.ts), a different page to the router, so the search box is rendered anew when its
// results arrive. Seen in a fresh-clone CI run: the letters typed meanwhile were lost, the box kept
// only the first ones, and the search went no further.
test('letters typed while the first results load are kept, with the focus, and searched for', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const word = uniqueWord();
  const post = await createPost(request, token, {
    title: `Typing ${word}`,
    description: 'Kept',
    category: 'Technology',
  });
  await page.goto('/blog');
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

  // The first results are held back until the rest of the word has been typed, as a slow server
  // would: the server renders them at once, the browser gets them when released. Router requests
  // only (the RSC header); the page itself is not touched. Whichever letters they are for: on a
  // busy machine the first search may start after one letter.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isSearch = (url: URL) => url.pathname === '/blog' && url.searchParams.has('q');
  let first = true;
  await page.route(isSearch, async (route: Route) => {
    if (route.request().headers()['rsc'] !== '1' || !first) return route.continue();
    first = false;
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.evaluate((input) => input.setAttribute('data-before-results', ''));
  const searching = page.waitForRequest((r) => isSearch(new URL(r.url())) && r.headers()['rsc'] === '1');
  await search.pressSequentially(word.slice(0, 4));
  await searching;
  await search.pressSequentially(word.slice(4));
  release();

  // The search goes on to the whole word, and the box (drawn anew with the first results) kept
  // every letter and the focus.
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await expect(page.locator('article', { hasText: post.title })).toHaveCount(1);
  await expect(page.locator('#blog-search[data-before-results]')).toHaveCount(0);
  await expect(search).toHaveValue(word);
  await expect(search).toBeFocused();
  // Typing on reaches the box.
  await page.keyboard.type(' x');
  await expect(search).toHaveValue(`${word} x`);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await deletePost(request, token, post._id);
});
