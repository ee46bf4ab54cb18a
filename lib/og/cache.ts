import 'server-only';
import { renderOgImage, type OgCard } from './render';

// Static pages make about fifty images; posts could make thousands, so only the most recently
// used stay in memory (about 130 KB each: 26 MB at most).
const MAX_ENTRIES = 200;
const images = new Map<string, Promise<Buffer>>();

function cacheKey(card: OgCard): string {
  return JSON.stringify([card.rtl, card.brand, card.title, card.description, card.tagline]);
}

/** Renders a card once per process; concurrent requests for the same card share one render. */
export function cachedOgImage(card: OgCard): Promise<Buffer> {
  const key = cacheKey(card);
  let image = images.get(key);
  if (image) {
    images.delete(key); // re-inserted below: Map order is recency order
  } else {
    image = renderOgImage(card);
    image.catch(() => images.delete(key));
  }
  images.set(key, image);
  if (images.size > MAX_ENTRIES) images.delete(images.keys().next().value!);
  return image;
}
