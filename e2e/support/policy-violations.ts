import type { Page } from '@playwright/test';

/**
 * Starts recording the policy complaints a page raises (CSP, Trusted Types, Permissions-Policy),
 * from the console and from securitypolicyviolation events; call before the first goto. The
 * answer reads what was recorded so far, across navigations.
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Trusted Type|Permissions-Policy|Refused to/i.test(msg.text())) {
      problems.push(msg.text());
    }
  });
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation;
      report(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return async () => [...problems];
}
