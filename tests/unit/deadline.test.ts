import { admit, answered, missed } from '@/lib/deadline/breaker';
import { DeadlineError, withDeadline } from '@/lib/deadline/with-deadline';

const never = () => new Promise<never>(() => undefined);

describe('withDeadline', () => {
  it('hands back what the call answers in time', async () => {
    await expect(withDeadline('s3', 200, async () => 'stored')).resolves.toBe('stored');
  });

  it('gives up on a hung call after its deadline, and tells the call to stop', async () => {
    let aborted = false;
    const started = performance.now();
    const call = withDeadline('s3', 100, (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return never();
    });
    await expect(call).rejects.toThrow(new DeadlineError('s3', 100, false));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
  });

  it('refuses calls at once, without starting them, after three missed deadlines in a row', async () => {
    for (let i = 0; i < 3; i += 1) await withDeadline('redis', 20, never).catch(() => undefined);
    let ran = false;
    const started = performance.now();
    await expect(withDeadline('redis', 20, async () => (ran = true))).rejects.toMatchObject({ refused: true });
    expect(performance.now() - started).toBeLessThan(15);
    expect(ran).toBe(false);
  });
});

describe('the breaker', () => {
  it('lets one probe through after the 5 s cool-off, and closes when it answers', () => {
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) missed('smtp', now);
    expect(admit('smtp', now + 4_999)).toBe(false);
    expect(admit('smtp', now + 5_000)).toBe(true); // the probe
    expect(admit('smtp', now + 5_001)).toBe(false); // nobody else while it runs
    answered('smtp');
    expect(admit('smtp', now + 5_002)).toBe(true);
  });

  it('opens again for another cool-off when the probe misses too', () => {
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) missed('database', now);
    expect(admit('database', now + 5_000)).toBe(true);
    missed('database', now + 6_000);
    expect(admit('database', now + 10_999)).toBe(false);
    expect(admit('database', now + 11_000)).toBe(true);
  });
});
