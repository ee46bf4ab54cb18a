/**
 * The visitor's address for rate limiting. Behind the one reverse proxy the container is meant
 * to sit behind, the first X-Forwarded-For entry is the client; without a proxy the header is
 * absent and all direct callers share one bucket, which errs on the side of limiting.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]!.trim().slice(0, 64) || 'unknown';
  return request.headers.get('x-real-ip')?.trim().slice(0, 64) || 'unknown';
}
