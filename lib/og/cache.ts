import 'server-only';
import { LRUCache } from 'lru-cache';
import { renderOgImage, type OgCard } from './render';

/** A social image's PNG, about 130 KB: room for the 200 most recent ones (docs/performance.md). */
const TYPICAL_IMAGE_BYTES = 130 * 1024;
export const OG_IMAGE_BYTES = 200 * TYPICAL_IMAGE_BYTES;

function cacheKey(card: OgCard): string {
  return JSON.stringify([card.rtl, card.brand, card.title, card.description, card.tagline]);
}

/**
 * Images kept up to `maxSize` bytes, the least recently asked dropped first (posts could make
 * thousands). A render under way counts as a typical image until its bytes are known; a failed one
 * is not kept.
 */
export function ogImageCache(maxSize: number): (card: OgCard) => Promise<Buffer> {
  const images = new LRUCache<string, Buffer, OgCard>({
    maxSize,
    sizeCalculation: (image) => image.length,
    backgroundFetchSize: Math.min(TYPICAL_IMAGE_BYTES, maxSize),
    fetchMethod: (_key, _stale, { context }) => renderOgImage(context),
  });
  return async (card) => {
    const image = await images.fetch(cacheKey(card), { context: card });
    if (!image) throw new Error('The social image was not kept');
    return image;
  };
}

/** Once per process; concurrent requests share one render. */
export const cachedOgImage = ogImageCache(OG_IMAGE_BYTES);
