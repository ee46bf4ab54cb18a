import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '@/tooling/services/chromium.ts';

// The tests run in Chromium's headless shell (a third of the full browser's CPU per page), the
// bench's Lighthouse in the full browser; CHROMIUM_PATH moves the tests' browser only.
describe('the browsers the project drives', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('runs the tests in the headless shell and Lighthouse in the full browser', () => {
    delete process.env.CHROMIUM_PATH;
    expect(chromiumPath()).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(chromiumPath('lighthouse')).toBe('/usr/bin/chromium');
  });

  it('lets CHROMIUM_PATH choose the tests’ browser, not Lighthouse’s', () => {
    process.env.CHROMIUM_PATH = '/opt/chrome/chrome';
    expect(chromiumPath()).toBe('/opt/chrome/chrome');
    expect(chromiumPath('lighthouse')).toBe('/usr/bin/chromium');
  });

  it('has CI install the package that holds the tests’ browser', () => {
    const workflow = readFileSync(path.join(process.cwd(), '.github/workflows/ci.yml'), 'utf8');
    expect(workflow).toMatch(/apt-get install -y .*\bchromium-headless-shell\b/);
  });
});
