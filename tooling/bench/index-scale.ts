// `node --expose-gc tooling/bench/index-scale.ts <posts>`: the site's own post index (lib/posts/
// index/) built from <posts> benchmark posts in this process, then 4,000 searches of the load
// test's mix and 1,000 listing pages. Prints one JSON line: build time, heap the index holds,
// time per search and per page. Run once per size by run.ts, each in a fresh process, so the
// heap figure is the index's alone.
import './ts-hooks.ts';
import { benchSearchTerms, makeBenchPost } from './posts.ts';

const { toIndexEntry } = await import('@/lib/posts/index/entry');
const { PostIndex } = await import('@/lib/posts/index/post-index');
const { normalizeSearchText } = await import('@/lib/text/normalize');

const posts = Number(process.argv[2]);
const heap = () => {
  // Present: run with --expose-gc.
  globalThis.gc!();
  return process.memoryUsage().heapUsed;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const before = heap();
const docs = Array.from({ length: posts }, (_, i) => ({ _id: i.toString(16).padStart(24, '0'), ...makeBenchPost(i) }));
const started = performance.now();
// The bench's ids are hex strings where the model's are ObjectIds: the index only reads them as text.
const index = PostIndex.build(docs.map((doc) => toIndexEntry(doc as unknown as Parameters<typeof toIndexEntry>[0])));
const buildMs = performance.now() - started;
docs.length = 0;
const heapBytes = heap() - before;

function timed(count: number, run: (k: number) => unknown) {
  const times: number[] = [];
  for (let k = 0; k < count; k++) {
    const t = performance.now();
    run(k);
    times.push((performance.now() - t) * 1000);
  }
  times.sort((a, b) => a - b);
  return { meanUs: times.reduce((a, b) => a + b, 0) / count, p99Us: percentile(times, 0.99) };
}

const now = Date.now();
const terms = (['en', 'ar'] as const).flatMap((language) =>
  benchSearchTerms(language, 2000, posts).map((q) => ({ language, needle: normalizeSearchText(q) })),
);
let hits = 0;
const search = timed(terms.length, (k) => {
  const { language, needle } = terms[k];
  hits += index.list({ needle, language, skip: 0, limit: 12, now }).total;
});
// The same searches by kind (benchSearchTerms cycles through four): a narrow search's cost stays
// flat as posts grow, a broad one's follows its number of hits.
const kinds = ['a number', 'a theme and a number', 'a theme', 'a subject and an angle'].map((kind, i) => {
  const mine = terms.filter((_, k) => k % 4 === i);
  let kindHits = 0;
  const cost = timed(mine.length, (k) => {
    kindHits += index.list({ ...mine[k], skip: 0, limit: 12, now }).total;
  });
  return { kind, ...cost, meanHits: kindHits / mine.length };
});
const listing = timed(1000, (k) =>
  index.list({ language: k % 2 ? 'ar' : 'en', skip: ((k * 37) % 100) * 12, limit: 12, now }),
);
process.stdout.write(
  `${JSON.stringify({
    posts,
    buildMs,
    heapBytes,
    trigramBytes: index.stats().trigramBytes,
    search,
    kinds,
    listing,
    meanHits: hits / terms.length,
  })}\n`,
);
