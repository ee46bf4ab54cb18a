import { hashRecoveryCode, newRecoveryCodes, RECOVERY_ALPHABET, RECOVERY_CODE_COUNT } from '@/lib/auth/totp';

describe('recovery codes', () => {
  it('come ten at a time as three groups of four from the unmistakable alphabet', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(hashRecoveryCode(codes[0]!.toUpperCase().replaceAll('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
  });

  it('use every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    let total = 0;
    for (let batch = 0; batch < 10_000; batch++)
      for (const char of newRecoveryCodes().join('').replaceAll('-', '')) {
        counts.set(char, (counts.get(char) ?? 0) + 1);
        total++;
      }
    expect([...counts.keys()].sort().join('')).toBe([...RECOVERY_ALPHABET].sort().join(''));
    // 1.2 million draws: a fair draw stays within 4% of the mean (8 standard deviations);
    // `byte % 31` gave the first 8 characters 9/8 of the others' share, 9% above the mean.
    const mean = total / RECOVERY_ALPHABET.length;
    for (const [char, count] of counts)
      expect({ char, off: Math.abs(count / mean - 1) < 0.04 }).toEqual({ char, off: true });
  });
});
