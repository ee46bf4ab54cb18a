import { expect, test as base } from '@playwright/test';

/**
 * Console errors and uncaught page errors seen in a test. Every test that imports `test` from
 * here fails when one occurs, unless it declared it expected with `allow` (a failed request,
 * for instance, is logged by the browser as a console error).
 */
export type ConsoleErrors = {
  /** Everything collected so far, in order. */
  readonly messages: string[];
  /** Declares errors matching the pattern expected for the rest of this test. */
  allow(pattern: RegExp): void;
  /** The collected errors no `allow` pattern matches. */
  unexpected(): string[];
};

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const messages: string[] = [];
      // Chromium aborts the requests in flight when the machine's network changes, as it did once while
      // podman built the container's images beside Playwright (an emptied machine, 7 December): the
      // machine's doing, not the page's.
      const allowed: RegExp[] = [/net::ERR_NETWORK_CHANGED/];
      // On the context, so pages a test opens itself are watched too.
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        messages.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      context.on('weberror', (error) => messages.push(`page error: ${error.error().message}`));
      const log: ConsoleErrors = {
        messages,
        allow: (pattern) => void allowed.push(pattern),
        unexpected: () => messages.filter((m) => !allowed.some((pattern) => pattern.test(m))),
      };
      await use(log);
      expect(log.unexpected(), 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
