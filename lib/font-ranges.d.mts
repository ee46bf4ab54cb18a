// Types of the plain-JavaScript ranges shared with scripts/fonts.mjs.
export const LATIN_RANGE: string;
export const ARABIC_RANGE: string;
