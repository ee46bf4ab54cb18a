import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, parseEnv } from '@/lib/config/env';
import { WAIT_SETTING_NAMES } from '@/lib/config/waits';

describe('environment validation', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('data');
    expect(env.UPLOAD_DIR).toBe('uploads');
    expect(env.MONGODB_URI).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ MONGODB_URI: '', SMTP_URL: ' ' }).MONGODB_URI).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['MONGODB_URI', 'postgres://localhost/db'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_TO', 'not-an-email'],
    ['SITE_URL', 'ftp://example.com'],
    ['JWT_SECRET', 'short'],
    ['S3_BUCKET', 'Not_A_Bucket'],
    ['S3_ENDPOINT', 's3.example.com'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['REDIS_URL', 'http://cache.example.com:6379'],
  ])('rejects a bad %s with one line naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});

describe('S3 credentials', () => {
  it('are accepted in pairs, and one without the other names the missing one', () => {
    expect(parseEnv({ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).S3_ACCESS_KEY_ID).toBe('id');
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'id' })).toThrow(/^Invalid environment variable S3_SECRET_ACCESS_KEY: /);
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /^Invalid environment variable S3_ACCESS_KEY_ID: /,
    );
  });
});

describe('configuration documentation', () => {
  // .env.example is what an operator copies: it must name every variable the site reads, and
  // its defaults must be the ones the site applies.
  const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  const documented = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  // The waits the tests shorten (lib/config/waits.ts) are no operator's to change.
  it('lists every configuration variable, and nothing else', () => {
    const variables = Object.keys(envSchema.shape).filter(
      (name) => name !== 'NODE_ENV' && !WAIT_SETTING_NAMES.includes(name),
    );
    expect(Object.keys(documented).sort()).toEqual(variables.sort());
  });

  it('shows the defaults the site applies', () => {
    const defaults = parseEnv({});
    for (const [name, value] of Object.entries(documented)) {
      const applied = defaults[name as keyof typeof defaults];
      expect([name, value]).toEqual([name, applied === undefined ? '' : String(applied)]);
    }
  });

  it('is itself a valid configuration', () => {
    expect(() => parseEnv(documented)).not.toThrow();
  });
});

describe('APP_ENV', () => {
  it('defaults to development and accepts production', () => {
    expect(parseEnv({}).APP_ENV).toBe('development');
    expect(parseEnv({ APP_ENV: 'production' }).APP_ENV).toBe('production');
  });

  it('rejects anything else with one line naming it', () => {
    expect(() => parseEnv({ APP_ENV: 'staging' })).toThrow(/^Invalid environment variable APP_ENV: /);
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  it('defaults to an hour and accepts 1 to 720 minutes (the token lasts 12 hours anyway)', () => {
    expect(parseEnv({}).SESSION_IDLE_MINUTES).toBe(60);
    expect(parseEnv({ SESSION_IDLE_MINUTES: '1' }).SESSION_IDLE_MINUTES).toBe(1);
    expect(parseEnv({ SESSION_IDLE_MINUTES: '720' }).SESSION_IDLE_MINUTES).toBe(720);
  });

  it('refuses 0, more than 12 hours and fractions with one line naming it', () => {
    for (const value of ['0', '721', '1.5', 'hour']) {
      expect(() => parseEnv({ SESSION_IDLE_MINUTES: value })).toThrow(
        'Invalid environment variable SESSION_IDLE_MINUTES: must be a whole number of minutes from 1 to 720',
      );
    }
  });
});
