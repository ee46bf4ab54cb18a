import { parseEnv } from '@/lib/env';

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
  ])('rejects a bad %s with one line naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
