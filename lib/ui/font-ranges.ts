// Each face's characters as unicode-range strings; tooling/assets/fonts.ts (plain Node) reads them too, so no imports.

// fontsource's Latin subset; a browser downloads a face only for characters in its range.
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

// Arabic itself (U+0600–0671), the letters Darija and loanwords borrow, the Urdu full stop, and presentation
// forms B, which text pasted from PDFs often carries.
export const ARABIC_RANGE =
  'U+0600-0671, U+067E, U+0686, U+0698, U+06A4, U+06A9, U+06AD, U+06AF, U+06CC, U+06D4, U+FE70-FEFC';
