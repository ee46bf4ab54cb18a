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

  it('refuses calls at once, without starting them, after three missed deadlines', async () => {
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
    for (let i = 0; i < 3; i += 1) missed('smtp', 'call', now);
    expect(admit('smtp', now + 4_999)).toBe(false);
    expect(admit('smtp', now + 5_000)).toBe('probe');
    expect(admit('smtp', now + 5_001)).toBe(false); // nobody else while it runs
    answered('smtp', 'probe');
    expect(admit('smtp', now + 5_002)).toBe('call');
  });

  it('opens again for another cool-off when the probe misses too', () => {
    const now = Date.now();
    for (let i = 0; i < 3; i += 1) missed('database', 'call', now);
    expect(admit('database', now + 5_000)).toBe('probe');
    missed('database', 'probe', now + 6_000);
    expect(admit('database', now + 10_999)).toBe(false);
    expect(admit('database', now + 11_000)).toBe('probe');
    answered('database', 'probe', now + 11_500);
  });

  it('opens when misses come between calls answered in time (a slow database, not a hung one)', () => {
    const now = Date.now() + 60_000;
    for (let i = 0; i < 3; i += 1) {
      answered('database', 'call', now + i * 100);
      expect(admit('database', now + i * 100)).toBe('call');
      missed('database', 'call', now + i * 100 + 50);
    }
    expect(admit('database', now + 400)).toBe(false);
  });

  it('stays closed for a few misses among many answers, and forgets misses older than 10 s', () => {
    const now = Date.now() + 120_000;
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 7; j += 1) answered('s3', 'call', now);
      missed('s3', 'call', now);
    }
    expect(admit('s3', now)).toBe('call'); // 3 misses of 24 calls
    answered('s3', 'call', now + 10_000);
    for (let i = 0; i < 2; i += 1) missed('s3', 'call', now + 10_000);
    expect(admit('s3', now + 10_000)).toBe('call');
  });

  it('does not close on a late answer to a call let in before it opened', () => {
    const now = Date.now() + 180_000;
    for (let i = 0; i < 3; i += 1) missed('smtp', 'call', now);
    answered('smtp', 'call', now + 100);
    expect(admit('smtp', now + 200)).toBe(false);
  });
});
