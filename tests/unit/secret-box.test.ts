import { open, seal } from '@/lib/auth/secret-box';

// The key comes from JWT_SECRET: this one, whatever the run sets, so the old text below opens.
process.env.JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// SECRET as the secret box sealed it before HKDF (key = HMAC-SHA256 of JWT_SECRET): stored second
// factors look like this and must keep working.
const SEALED_BEFORE_HKDF = 'vPWbR6qS_ikcw4k8.sZVNiZi4gTFAaeEGiY8ypg.AbzZrlJGJvCUUf3BZHakaOYHg5WOASSlLhYOL5YZDv0';

/** `sealed` with one bit of its part `index` flipped. */
function flipped(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0]! ^= 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('the secret box', () => {
  it('opens a secret sealed before the key came from HKDF', () => {
    expect(open(SEALED_BEFORE_HKDF)).toBe(SECRET);
  });

  it('seals new secrets in the versioned HKDF format, which opens again', () => {
    const sealed = seal(SECRET);
    expect(sealed).toMatch(/^v2\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(open(sealed)).toBe(SECRET);
    expect(seal(SECRET)).not.toBe(sealed);
  });

  it('refuses altered texts of both formats, and a new text read as an old one', () => {
    const sealed = seal(SECRET);
    for (const index of [1, 2, 3]) expect(open(flipped(sealed, index))).toBeNull();
    for (const index of [0, 1, 2]) expect(open(flipped(SEALED_BEFORE_HKDF, index))).toBeNull();
    expect(open(sealed.slice('v2.'.length))).toBeNull();
    expect(open(`v3.${sealed.slice('v2.'.length)}`)).toBeNull();
    expect(open('not sealed')).toBeNull();
  });
});
