// Types of the plain-JavaScript text rules that server/seed.ts imports too.
export function normalizeSearchText(input: string): string;
export function slugFromTitle(title: string): string;
