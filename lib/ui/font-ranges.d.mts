// Types of the plain-JavaScript ranges that scripts/fonts.mjs imports too.
export const LATIN_RANGE: string;
export const ARABIC_RANGE: string;
