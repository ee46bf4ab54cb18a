import { dropKeptAnswers, keptAnswers, keptVersion } from '@/server/front-door/kept-answers.ts';

// The caches the front door answers from: bounded by bytes, kept for a lifetime on lru-cache's
// clock (here the test's), and emptied all at once by the one function cache-handler.mjs calls.
type Answer = { text: string };
let now = 0;
const clock = { now: () => now };
const cache = (maxSize: number, ttl = 1_000) =>
  keptAnswers<Answer>({ maxSize, ttl, size: (answer) => answer.text.length, clock });

beforeEach(() => {
  now = 1_000_000;
});

it('drops the least recently asked answers once their bytes pass the bound', () => {
  const answers = cache(3_000);
  answers.set('/a', { text: 'a'.repeat(1_000) });
  answers.set('/b', { text: 'b'.repeat(1_000) });
  answers.set('/c', { text: 'c'.repeat(1_000) });
  expect(answers.get('/a')).toBeDefined(); // asked again: /b is now the oldest
  answers.set('/d', { text: 'd'.repeat(1_500) });
  expect([...answers.keys()].sort()).toEqual(['/a', '/d']);
  expect(answers.calculatedSize).toBeLessThanOrEqual(3_000);
  // One answer larger than the whole bound is never kept.
  answers.set('/huge', { text: 'h'.repeat(3_001) });
  expect(answers.has('/huge')).toBe(false);
});

it('gives an answer until its lifetime has passed, and not after', () => {
  const answers = cache(10_000, 1_000);
  answers.set('/about', { text: 'about' });
  now += 1_000;
  expect(answers.get('/about')?.text).toBe('about');
  now += 1;
  expect(answers.get('/about')).toBeUndefined();
  expect(answers.size).toBe(0);
});

it('empties every kept cache at once, and tells answers rendered across the drop apart', () => {
  const pages = cache(10_000);
  const searches = cache(10_000, 5_000);
  pages.set('/about', { text: 'about' });
  searches.set('/blog?q=ai', { text: 'results' });
  const atStart = keptVersion();
  dropKeptAnswers();
  expect(pages.size).toBe(0);
  expect(searches.size).toBe(0);
  expect(keptVersion()).not.toBe(atStart);
});
