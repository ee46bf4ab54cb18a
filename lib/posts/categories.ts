import { categories, type Category, type CategoryValue } from '@/lib/constants/post-values';

export { categories, categoryValues, type Category, type CategoryValue } from '@/lib/constants/post-values';

/** When a caller (like the original site's form) sends none. */
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
