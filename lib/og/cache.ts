import 'server-only';
import { renderOgImage, type OgCard } from './render';

// Posts could make thousands of images: only the most recent stay (about 130 KB each).
const MAX_ENTRIES = 200;
const images = new Map<string, Promise<Buffer>>();

function cacheKey(card: OgCard): string {
  return JSON.stringify([card.rtl, card.brand, card.title, card.description, card.tagline]);
}

/** Once per process; concurrent requests share one render. */
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
