// Types of the plain-JavaScript ranges that tooling/assets/fonts.ts imports too.
export const LATIN_RANGE: string;
export const ARABIC_RANGE: string;
