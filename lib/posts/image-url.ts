/** Where a post's image is served from: stored files under /uploads, absolute URLs as they are. */
export function postImageUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  return `/uploads/${encodeURIComponent(image)}`;
}
