import { parseEnv } from '@/lib/config/env';

const DEADLINES = ['DB_TIMEOUT_MS', 'SMTP_TIMEOUT_MS', 'REDIS_TIMEOUT_MS', 'S3_TIMEOUT_MS'] as const;

describe('deadline settings', () => {
  it('default to the documented values, and an empty value means the default', () => {
    const env = parseEnv({ DB_TIMEOUT_MS: '' });
    expect([env.DB_TIMEOUT_MS, env.SMTP_TIMEOUT_MS, env.REDIS_TIMEOUT_MS, env.S3_TIMEOUT_MS]).toEqual([
      800, 10_000, 500, 5000,
    ]);
  });

  it('take a whole number of milliseconds', () => {
    expect(parseEnv({ DB_TIMEOUT_MS: '250', S3_TIMEOUT_MS: '20000' })).toMatchObject({
      DB_TIMEOUT_MS: 250,
      S3_TIMEOUT_MS: 20_000,
    });
  });

  it.each(DEADLINES.flatMap((name) => ['0', '-5', 'soon', '1.5', '99999999'].map((value) => [name, value])))(
    'stop start-up on %s=%s with one line naming it',
    (name, value) => {
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: must be`));
    },
  );

  it('say why zero is refused and what the ceiling is', () => {
    expect(() => parseEnv({ DB_TIMEOUT_MS: '0' })).toThrow(/at least 50 .*refuse every call/);
    expect(() => parseEnv({ SMTP_TIMEOUT_MS: '600000' })).toThrow(/at most 30000/);
  });
});
