import type { Results } from './results.ts';

// The index's cost per search from 10,000 to 100,000 posts (linear would be 10×): at most 3×, so
// the cost follows the results shown, not the matches.
const INDEX_GROWTH = 3;

/** The index budget's PASS / FAIL line, or null when the index was not measured. */
export function indexBudget(r: Pick<Results, 'index'>): string | null {
  const [, ten, hundred] = r.index ?? [];
  if (!ten || !hundred) return null;
  const growth = hundred.search.meanUs / ten.search.meanUs;
  const state = growth <= INDEX_GROWTH ? 'PASS' : 'FAIL';
  return `${state.padEnd(4)} index search cost 10,000 → 100,000 posts: ${growth.toFixed(1)}× (linear: 10×; limit ${INDEX_GROWTH}×)`;
}

export function indexSection(r: Results): string[] {
  if (!r.index?.length) return [];
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const out = [
    '## Post index (lib/posts/index/), measured in its own process',
    '',
    `Built from generated posts like the load test's; 4,000 searches of the load test's mix (a post's number, a theme and a number, a theme alone, a subject and an angle) with a language filter, and 1,000 listing pages. A search counts its matches up to 300 (lib/posts/index/search.ts), so hits stop there.${r.indexStartMs ? ` The server built its index of ${r.posts} posts at start in ${r.indexStartMs} ms (reading the database included).` : ''}`,
    '',
    '| posts | build ms | heap MB | of which trigram lists MB | search: mean µs | p99 µs | mean hits | listing page: mean µs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const x of r.index)
    out.push(
      `| ${x.posts} | ${Math.round(x.buildMs)} | ${mb(x.heapBytes)} | ${mb(x.trigramBytes)} | ${Math.round(x.search.meanUs)} | ${Math.round(x.search.p99Us)} | ${Math.round(x.meanHits)} | ${x.listing.meanUs.toFixed(1)} |`,
    );
  out.push('', 'By kind of search (mean µs per search, mean hits):', '');
  out.push(`| posts | ${r.index[0].kinds?.map((k) => k.kind).join(' | ') ?? ''} |`);
  out.push(`| --- | ${r.index[0].kinds?.map(() => '---').join(' | ') ?? ''} |`);
  for (const x of r.index)
    out.push(
      `| ${x.posts} | ${x.kinds?.map((k) => `${Math.round(k.meanUs)} µs, ${Math.round(k.meanHits)} hits`).join(' | ') ?? ''} |`,
    );
  out.push('');
  return out;
}
