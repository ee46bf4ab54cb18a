// Types for tests that import the plain-JavaScript unicode-range helper.
export function unicodeRangeSpans(range: string): [number, number][];
