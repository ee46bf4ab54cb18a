import { parseEnv } from '@/lib/config/env';
import { WAIT_SETTING_NAMES } from '@/lib/config/waits';

// The tests shorten these waits (docs/testing.md); unset, each is the production value.
describe('the waits the tests shorten', () => {
  it('are the production values when unset or empty', () => {
    const production = {
      OUTBOX_POLL_MS: 15_000,
      OUTBOX_RETRY_BASE_MS: 30_000,
      ISSUE_POLL_MS: 30_000,
      BREAKER_COOL_OFF_MS: 5_000,
      SESSION_IDLE_SECONDS: undefined,
    };
    expect(Object.keys(production).sort()).toEqual([...WAIT_SETTING_NAMES].sort());
    const unset = parseEnv({});
    const empty = parseEnv(Object.fromEntries(WAIT_SETTING_NAMES.map((name) => [name, ''])));
    for (const name of WAIT_SETTING_NAMES) {
      expect([name, unset[name as keyof typeof unset]]).toEqual([name, production[name as keyof typeof production]]);
      expect([name, empty[name as keyof typeof empty]]).toEqual([name, production[name as keyof typeof production]]);
    }
    // The outbox lease follows the deadlines: 51.6 s by default (lib/mail/outbox.ts).
    expect(5 * unset.SMTP_TIMEOUT_MS + 2 * unset.DB_TIMEOUT_MS).toBe(51_600);
    expect(unset.SESSION_IDLE_MINUTES).toBe(60);
  });

  it('take a shorter value, and refuse one that is not a duration with one line naming it', () => {
    expect(parseEnv({ OUTBOX_POLL_MS: '500', SESSION_IDLE_SECONDS: '15' })).toMatchObject({
      OUTBOX_POLL_MS: 500,
      SESSION_IDLE_SECONDS: 15,
    });
    for (const [name, value] of [
      ['OUTBOX_POLL_MS', '0'],
      ['OUTBOX_RETRY_BASE_MS', 'soon'],
      ['ISSUE_POLL_MS', '1.5'],
      ['BREAKER_COOL_OFF_MS', '600000'],
      ['SESSION_IDLE_SECONDS', '1'],
    ]) {
      expect(() => parseEnv({ [name]: value })).toThrow(
        new RegExp(`^Invalid environment variable ${name}: must be a whole number of`),
      );
    }
  });
});
