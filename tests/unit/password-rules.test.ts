import { passwordProblem } from '@/lib/auth/password-rules';
import { hashRecoveryCode, newRecoveryCodes } from '@/lib/auth/totp';

describe('new passwords', () => {
  it.each([
    ['short', 'short one', /At least 12/],
    ['on the common list, any case or spacing', 'Password 1234', /common/],
    ['predictable', 'aaaaaaaaaaab', /predictable/],
    ["containing the login name or the email's name", 'nadia-is-the-best', /login name/],
  ])('refuses a %s password', (_kind, password, reason) => {
    expect(passwordProblem(password, 'nadia@example.ma')).toMatch(reason);
  });

  it('accepts a long phrase', () => {
    expect(passwordProblem('a calm and long passphrase', 'nadia@example.ma')).toBeNull();
    // A login name under 3 letters would refuse too much, so it is not checked.
    expect(passwordProblem('a calm and long passphrase', 'a@example.ma')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten different codes whose hash forgives letter case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(codes[0]!));
  });
});
