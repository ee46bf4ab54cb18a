import { allowingOrigin, analyticsOrigin, securityHeaderRules } from '@/lib/http/security-headers';

const publicPolicy = () =>
  securityHeaderRules()
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;

describe('the CSP with an external counter (ANALYTICS_SCRIPT_URL)', () => {
  afterEach(() => delete process.env.ANALYTICS_SCRIPT_URL);

  it('stays same-origin for scripts and connections without one', () => {
    expect(publicPolicy()).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(publicPolicy()).toMatch(/connect-src 'self'(;|$)/);
  });

  it('allows exactly that origin for script-src and connect-src, nowhere else', () => {
    process.env.ANALYTICS_SCRIPT_URL = 'https://plausible.example.com/js/script.js';
    const policy = publicPolicy();
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/plausible\.example\.com(;|$)/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/plausible\.example\.com(;|$)/);
    expect(policy.match(/plausible/g)).toHaveLength(2);
  });

  it('adds the origin once, however often the server sets the header', () => {
    const origin = analyticsOrigin('https://umami.example.org/script.js');
    const once = allowingOrigin("default-src 'self'; script-src 'self'; connect-src 'self'", origin);
    expect(allowingOrigin(once, origin)).toBe(once);
    expect(analyticsOrigin(undefined)).toBeNull();
    expect(allowingOrigin("script-src 'self'", null)).toBe("script-src 'self'");
  });
});
