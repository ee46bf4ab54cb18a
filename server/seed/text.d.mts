export function normalizeSearchText(input: string): string;
export function slugify(title: string): string;
