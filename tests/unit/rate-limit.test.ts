import { connectDb } from '@/lib/db';
import { hitRateLimit, resetRateLimit } from '@/lib/rate-limit';

describe('rate limit stored in the database', () => {
  afterAll(async () => (await connectDb()).disconnect());

  it('allows up to the limit, then refuses with a retry time', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit('test:ip:10.0.0.1', 3, 60_000));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps separate keys apart and can be reset', async () => {
    for (let i = 0; i < 3; i += 1) await hitRateLimit('test:user:a', 2, 60_000);
    expect((await hitRateLimit('test:user:b', 2, 60_000)).ok).toBe(true);
    await resetRateLimit('test:user:a', 60_000);
    expect((await hitRateLimit('test:user:a', 2, 60_000)).ok).toBe(true);
  });
});
