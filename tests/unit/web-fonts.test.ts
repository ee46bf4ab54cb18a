import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_FONTS } from '@/lib/ui/web-fonts';
import { unicodeRangeSpans } from '@/tooling/assets/unicode-range.ts';

const root = process.cwd();

/** Whether a CSS unicode-range ("U+0600-0671, U+067E") lists a code point. */
function inRange(range: string, codePoint: number): boolean {
  return unicodeRangeSpans(range).some(([first, last]) => codePoint >= first && codePoint <= last);
}

describe('the web fonts', () => {
  it('are the files tooling/assets/fonts.ts makes from the @fontsource packages (run it after a change)', () => {
    // Exits non-zero, naming the files, when a file differs, is missing or is left over.
    expect(() =>
      execFileSync(process.execPath, ['tooling/assets/fonts.ts', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('declares a face for every file in public/fonts/, and a file for every face', () => {
    expect(WEB_FONTS.map((font) => font.file).sort()).toEqual(readdirSync(path.join(root, 'public', 'fonts')).sort());
  });

  it('draw every character of the Arabic interface in Kufi, so no word falls back to a system face', () => {
    const text = readFileSync(path.join(root, 'messages', 'ar.json'), 'utf8');
    const kufiRanges = WEB_FONTS.filter((font) => font.family === 'Noto Kufi Arabic').map((font) => font.unicodeRange);
    // Spaces, line breaks and invisible marks (the right-to-left mark) draw nothing.
    const drawn = [...new Set(text)].filter((char) => !/[\s\p{Cf}]/u.test(char));
    const uncovered = drawn.filter((char) => !kufiRanges.some((range) => inRange(range, char.codePointAt(0)!)));
    expect(uncovered).toEqual([]);
  });
});
