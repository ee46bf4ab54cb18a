// Shared by tooling/assets/fonts.ts (the characters to keep in a face) and the font tests (whether a
// face covers a character), so both read a unicode-range the same way.

/** A CSS unicode-range ("U+0600-0671, U+067E") as [first, last] code point pairs. */
export function unicodeRangeSpans(range: string): [number, number][] {
  return range.split(',').map((part): [number, number] => {
    const [first, last = first] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}
