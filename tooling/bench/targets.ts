// What the load test measures, the bytes its references serve, and the index's scale runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexRun } from './figures.ts';
import { BENCH_CATEGORIES, benchSearchTerms } from './posts.ts';
import { spawnTracked } from './processes.ts';

const slugOf = (label: string) => label.toLowerCase().replace(/\s+/g, '-');
// Enough requests that the rare searches of the mix (a post's number, a theme and a number) do not
// repeat within one run (about 1,000 req/s × 13 s); the common ones (a theme alone, a subject and
// an angle: 16 in all) repeat as people's do, and the site may answer those again from memory
// (server/front-door/search-answers.ts; the rows count such answers apart).
const SEARCHES = 20_000;

/** SEARCHES different searches of the bench's posts: `${prefix}q=…${extra}` in `language`. */
export function searchPaths(posts: number, prefix: string, language: string, extra = ''): string[] {
  return benchSearchTerms(language, SEARCHES, posts).map((q) => `${prefix}q=${encodeURIComponent(q)}${extra}`);
}

/**
 * The load test's targets, each with a `key` for its same-bytes reference and a `budget`:
 * 'page' (≥ 0.9× the bare app serving its bytes), 'search-page' (≥ 0.3× and p99 ≤ 300 ms),
 * 'search' (≥ 0.5× and p99 < 150 ms), 'api' (p99 < 50 ms) or 'listing' (p99 < 150 ms). Searches
 * send a different query on every request, from an address each; their budgets count 2xx alone.
 */
export function loadTargets({ enPost, arPost, posts }: { enPost: string; arPost: string; posts: number }) {
  const search = (prefix: string, language: string, extra = '') => searchPaths(posts, prefix, language, extra);
  const categories = Array.from({ length: SEARCHES }, (_, k) => {
    const category = slugOf(BENCH_CATEGORIES[k % BENCH_CATEGORIES.length]);
    return `/api/blogs?category=${category}&lang=${k % 2 ? 'ar' : 'en'}&limit=12&skip=${12 * ((k * 31) % 60)}`;
  });
  return [
    { name: '/', key: 'home', path: '/', budget: 'page' },
    { name: '/ar', key: 'home-ar', path: '/ar', budget: 'page' },
    { name: '/about', key: 'about', path: '/about', budget: 'page' },
    { name: '/ar/about', key: 'about-ar', path: '/ar/about', budget: 'page' },
    { name: `post ${enPost}`, key: 'post', path: enPost, budget: 'page' },
    { name: `post ${arPost}`, key: 'post-ar', path: arPost, budget: 'page' },
    { name: '/blog', key: 'blog', path: '/blog', budget: 'listing' },
    { name: 'GET /api/blogs?limit=12', key: 'api', path: '/api/blogs?limit=12', budget: 'api' },
    {
      name: '/blog?q=… (varied queries)',
      key: 'search',
      paths: search('/blog?', 'en'),
      budget: 'search-page',
    },
    {
      name: '/ar/blog?q=… (varied queries)',
      key: 'search-ar',
      paths: search('/ar/blog?', 'ar'),
      budget: 'search-page',
    },
    {
      name: '/api/blogs?q=… (varied queries)',
      key: 'api-search',
      paths: search('/api/blogs?', 'en', '&lang=en'),
      budget: 'search',
    },
    {
      name: '/api/blogs?category=… (a different page each time)',
      key: 'api-category',
      paths: categories,
      budget: 'search',
    },
  ];
}

/** One answer's bytes and type, for the bare app to serve as they are. */
export async function sampleOf(url: string) {
  const response = await fetch(url);
  return { type: response.headers.get('content-type') ?? 'text/html', body: await response.text() };
}

/** The index built from `posts` posts in a fresh process (tooling/bench/index-scale.ts). */
export async function indexScale(posts: number): Promise<IndexRun> {
  const script = path.join(import.meta.dirname, 'index-scale.ts');
  const handle = spawnTracked(`index at ${posts} posts`, process.execPath, ['--expose-gc', script, String(posts)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  handle.child.stdout!.on('data', (chunk) => (out += chunk));
  const { code } = await handle.exited;
  await handle.stop();
  if (code !== 0) throw new Error(`the index run at ${posts} posts failed (exit ${code})`);
  return JSON.parse(out.trim().split('\n').pop() ?? '');
}

/** How long the server took to build its index at start, from its log line. */
export function indexBuildTime(logFile: string): number | null {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"posts.index_built"')) continue;
    try {
      return JSON.parse(line).ms;
    } catch {
      // Not a whole JSON line: keep looking.
    }
  }
  return null;
}

/** The index at 1,000, 10,000 and 100,000 posts, each in a fresh process. */
export async function indexRuns(log: (line: string) => void): Promise<IndexRun[]> {
  const runs: IndexRun[] = [];
  for (const size of [1_000, 10_000, 100_000]) {
    log(`[bench] index at ${size} posts…`);
    runs.push(await indexScale(size));
  }
  return runs;
}
