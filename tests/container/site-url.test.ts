import { healthy, newVolume, removeAll, startSite, type Site } from './support/containers';

// One image, any address: the same image started with two SITE_URLs gives each its own absolute
// links, with no rebuild, and the pages are served from the cache after their first request.
const addresses = ['https://one.example', 'https://www.two.example'];
let sites: Site[];

beforeAll(async () => {
  sites = await Promise.all(addresses.map(async (url, i) => startSite(`url-${i}`, await newVolume(`url-${i}`), url)));
  await Promise.all(sites.map((site) => healthy(site)));
}, 150_000);
afterAll(() => removeAll(), 60_000);

const text = async (url: string) => (await fetch(url)).text();
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0].match(/href="([^"]+)"/)![1]);
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]+)"`))?.[1];

it.each([0, 1])('gives the prerendered home page of site %i its own canonical and hreflang links', async (i) => {
  const origin = addresses[i];
  const html = await text(`${sites[i].base}/`);
  expect(links(html, 'canonical')).toEqual([origin]);
  expect(links(html, 'alternate').filter((href) => !href.includes('feed'))).toEqual(
    expect.arrayContaining([origin, `${origin}/ar`]),
  );
  expect(html).not.toContain(addresses[1 - i]);
  expect(html).not.toContain('http://localhost:3000');
  expect(meta(html, 'og:image')).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/og/en/`));
  const ar = await text(`${sites[i].base}/ar/about`);
  expect(links(ar, 'canonical')).toEqual([`${origin}/ar/about`]);
});

it.each([0, 1])('writes site %i’s own address into its sitemap and feed', async (i) => {
  const origin = addresses[i];
  const sitemap = await text(`${sites[i].base}/sitemap.xml`);
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBeGreaterThan(10);
  expect(locs.every((loc) => loc.startsWith(`${origin}/`) || loc === origin)).toBe(true);
  const feed = await text(`${sites[i].base}/feed.xml`);
  expect(feed).toContain(`${origin}/blog`);
  expect(feed).not.toContain(addresses[1 - i]);
});

it('serves a page from the cache after its first request', async () => {
  await fetch(`${sites[0].base}/about`);
  const again = await fetch(`${sites[0].base}/about`);
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(links(await again.text(), 'canonical')).toEqual([`${addresses[0]}/about`]);
});
