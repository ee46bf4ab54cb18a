import { localePath } from '@/lib/routing/locale-path';
import type { Locale } from '@/i18n/locales';

export type BlogQuery = { q: string; category: string | null; page: number };

/** The public URL of a blog listing; defaults are left out so URLs stay short. */
export function blogHref(locale: Locale, { q, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${localePath(locale, '/blog')}${query ? `?${query}` : ''}`;
}
