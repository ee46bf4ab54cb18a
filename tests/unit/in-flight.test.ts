import { sharedInFlight } from '@/lib/cache/in-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sharedInFlight (one scan for concurrent identical searches)', () => {
  it('answers concurrent callers with the same key from one load, other keys separately', async () => {
    const reads = sharedInFlight<string>();
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const other = jest.fn(async () => 'other');

    const callers = [reads.run('q=ai', load), reads.run('q=ai', load), reads.run('q=ai', load)];
    const different = reads.run('q=nlp', other);
    pending.resolve('result');

    expect(await Promise.all(callers)).toEqual(['result', 'result', 'result']);
    expect(await different).toBe('other');
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing: a caller after the load settled reads again', async () => {
    const reads = sharedInFlight<number>();
    let n = 0;
    const load = async () => ++n;
    expect(await reads.run('k', load)).toBe(1);
    expect(await reads.run('k', load)).toBe(2);
  });

  it('shares a failure with the callers waiting on it, and the next caller retries', async () => {
    const reads = sharedInFlight<string>();
    const failing = deferred<string>();
    const first = reads.run('k', () => failing.promise);
    const second = reads.run('k', async () => 'never called');
    failing.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    await expect(reads.run('k', async () => 'back')).resolves.toBe('back');
  });

  it('after forget (a write), a new caller starts its own load instead of joining the old one', async () => {
    const reads = sharedInFlight<string>();
    const before = deferred<string>();
    const after = deferred<string>();
    const old = reads.run('k', () => before.promise);
    reads.forget();
    const fresh = reads.run('k', () => after.promise);
    before.resolve('before the write');
    expect(await old).toBe('before the write');

    // The old load settling must not evict the new one: a later caller still joins it.
    const unused = jest.fn(async () => 'not used');
    const late = reads.run('k', unused);
    after.resolve('after the write');
    expect(await fresh).toBe('after the write');
    expect(await late).toBe('after the write');
    expect(unused).not.toHaveBeenCalled();
  });
});
