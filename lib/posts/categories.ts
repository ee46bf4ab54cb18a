// The blog's fixed categories (from the original site). `value` is what the API stores and returns (the original labels, so
// its clients keep working); `slug` is what public URLs carry; `key` names the translated label
// in the "Categories" messages. Plain data: client components import it too.
export const categories = [
  { value: 'AI Trends', slug: 'ai-trends', key: 'aiTrends' },
  { value: 'Ethics', slug: 'ethics', key: 'ethics' },
  { value: 'Technology', slug: 'technology', key: 'technology' },
  { value: 'NLP', slug: 'nlp', key: 'nlp' },
  { value: 'Innovation', slug: 'innovation', key: 'innovation' },
  { value: 'Machine Learning', slug: 'machine-learning', key: 'machineLearning' },
] as const;

export type Category = (typeof categories)[number];
export type CategoryValue = Category['value'];

export const categoryValues = categories.map((c) => c.value) as [CategoryValue, ...CategoryValue[]];

/** Used when a caller (like the original site's form) sends no category. */
export const defaultCategory: CategoryValue = 'Technology';

/** Accepts a slug ("ai-trends") or a stored value ("AI Trends"), any case; "All" or empty means none. */
export function findCategory(input: string | null | undefined): Category | undefined {
  const wanted = input?.trim().toLowerCase();
  if (!wanted) return undefined;
  return categories.find((c) => c.slug === wanted || c.value.toLowerCase() === wanted);
}

export function isAllCategory(input: string | null | undefined): boolean {
  const wanted = input?.trim().toLowerCase();
  return !wanted || wanted === 'all';
}
