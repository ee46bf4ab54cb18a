// The flags Debian's Chromium runs with everywhere here: Playwright's browser and the bench's
// Lighthouse. No sandbox (the tests run as root in a container), no GPU, and nothing that reaches
// the network on its own (the machine has no internet; QUIC would only add timeouts).
// Plain data with no imports: playwright.config.ts loads it with Playwright's own TypeScript loader
// and the bench with Node's type stripping (tooling/bench/ts-hooks.ts).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where Debian's chromium-headless-shell puts the tests' browser (tooling/services/chromium.ts). */
export const TEST_BROWSER_PATH = '/usr/lib/chromium/chromium-headless-shell';
