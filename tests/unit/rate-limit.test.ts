import { connectDb } from '@/lib/db/connect';
import { hitRateLimit, resetRateLimit } from '@/lib/rate-limit/hits';

describe('rate limit stored in the database', () => {
  afterAll(async () => (await connectDb()).disconnect());

  it('allows up to the limit, then refuses with a retry time', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit('test:ip:10.0.0.1', 3, 3_600_000));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it('never lets more than the limit through when hits arrive at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit('test:burst', 5, 3_600_000)));
    expect(results.filter((r) => r.ok).length).toBe(5);
  });

  it('keeps separate keys apart and can be reset', async () => {
    for (let i = 0; i < 3; i += 1) await hitRateLimit('test:user:a', 2, 60_000);
    expect((await hitRateLimit('test:user:b', 2, 60_000)).ok).toBe(true);
    await resetRateLimit('test:user:a');
    expect((await hitRateLimit('test:user:a', 2, 60_000)).ok).toBe(true);
  });

  it('frees a key once its window has passed', async () => {
    const hit = () => hitRateLimit('test:short', 1, 300);
    // Windows are fixed, so the first hit may fall at the end of one: hit until refused.
    let refused = false;
    for (let i = 0; i < 3 && !refused; i += 1) refused = !(await hit()).ok;
    expect(refused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await hit()).ok).toBe(true);
  });
});
