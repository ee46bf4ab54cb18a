import type { OgCard } from '@/lib/og/render';
import { ogImageCache } from '@/lib/og/cache';

// Social images are drawn once and kept up to a number of bytes; past it the least recently
// asked is drawn again. A kept image is the very same bytes object, a fresh drawing a new one.
const card = (title: string): OgCard => ({
  rtl: false,
  brand: 'Sahla',
  title,
  description: 'An assistant for your desktop.',
  tagline: 'Your computer, at your word.',
});

it('draws an image once for requests at the same moment and after', async () => {
  const cached = ogImageCache(10 * 1024 * 1024);
  const [first, second] = await Promise.all([cached(card('One')), cached(card('One'))]);
  expect(second).toBe(first);
  expect(await cached(card('One'))).toBe(first);
});

it('keeps images up to its bytes, drawing the least recently asked again', async () => {
  const probe = await ogImageCache(10 * 1024 * 1024)(card('One'));
  // Room for one image of this size, not two.
  const cached = ogImageCache(Math.ceil(probe.length * 1.5));
  const one = await cached(card('One'));
  expect(await cached(card('One'))).toBe(one);
  const two = await cached(card('Two'));
  expect(await cached(card('Two'))).toBe(two);
  const again = await cached(card('One'));
  expect(again).not.toBe(one);
  expect(again.equals(one)).toBe(true);
}, 30_000);
