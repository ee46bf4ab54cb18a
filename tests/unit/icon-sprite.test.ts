import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_NAMES } from '@/lib/ui/icon-names';

// public/icons.svg is written by tooling/assets/icon-sprite.ts from ICON_NAMES; an icon missing from the
// file would render as an empty box, so the two must list the same names.
describe('the icon sprite', () => {
  const sprite = readFileSync(path.join(process.cwd(), 'public', 'icons.svg'), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

  it('has one symbol per listed name, no more (run `node tooling/assets/icon-sprite.ts` after a change)', () => {
    expect(symbols).toEqual([...ICON_NAMES]);
  });

  it('leaves the stroke width and classes to the <svg> around each <use>', () => {
    // A stroke-width or class inside a symbol would override what the page sets (strokeWidth, fill-*).
    for (const [, shapes] of sprite.matchAll(/<symbol [^>]*>(.*?)<\/symbol>/g)) {
      expect(shapes).not.toMatch(/stroke-width|class=/);
    }
  });
});
