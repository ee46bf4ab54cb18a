import { parseEnv } from '@/lib/config/env';
import { searchConcurrency, searchShare } from '@/lib/config/search-concurrency';

describe('SEARCH_CONCURRENCY', () => {
  it('defaults to 2 and takes a whole number from 1 to 64', () => {
    expect(parseEnv({}).SEARCH_CONCURRENCY).toBe(2);
    expect(parseEnv({ SEARCH_CONCURRENCY: '12' }).SEARCH_CONCURRENCY).toBe(12);
  });

  it('is read the same way by the front door, which runs before the setting is checked', () => {
    expect(searchConcurrency(undefined)).toBe(2);
    expect(searchConcurrency(' ')).toBe(2);
    expect(searchConcurrency('12')).toBe(parseEnv({ SEARCH_CONCURRENCY: '12' }).SEARCH_CONCURRENCY);
    // Invalid values stop the site at start-up; until then the hook sizes the gate by the default.
    expect(searchConcurrency('65')).toBe(2);
  });

  it.each(['0', '65', '2.5', 'many', '-1'])('rejects %s with one line naming it', (value) => {
    expect(() => parseEnv({ SEARCH_CONCURRENCY: value })).toThrow(
      'Invalid environment variable SEARCH_CONCURRENCY: must be a whole number from 1 to 64',
    );
  });
});

describe('SEARCH_SHARE', () => {
  it('defaults to 10 and takes a whole percentage from 1 to 100, read the same way by the hook', () => {
    expect(parseEnv({}).SEARCH_SHARE).toBe(10);
    expect(parseEnv({ SEARCH_SHARE: '100' }).SEARCH_SHARE).toBe(100);
    expect(searchShare(undefined)).toBe(10);
    expect(searchShare('35')).toBe(parseEnv({ SEARCH_SHARE: '35' }).SEARCH_SHARE);
    expect(searchShare('0')).toBe(10);
  });

  it.each(['0', '101', '12.5', 'half'])('rejects %s with one line naming it', (value) => {
    expect(() => parseEnv({ SEARCH_SHARE: value })).toThrow(
      'Invalid environment variable SEARCH_SHARE: must be a whole number from 1 to 100',
    );
  });
});
