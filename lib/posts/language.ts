// Shared by the admin form (browser), the API and the seed rules.
import type { PostLanguage, PostStatus } from '@/lib/constants/post-values';

export { postLanguages, postStatuses, type PostLanguage, type PostStatus } from '@/lib/constants/post-values';

/** What a reader would see: never, not yet, or now. */
export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(status: PostStatus, publishAt: string | Date | null, now = Date.now()): PostState {
  if (status === 'draft') return 'draft';
  return publishAt && new Date(publishAt).getTime() > now ? 'scheduled' : 'published';
}

export const otherLanguage = (language: PostLanguage): PostLanguage => (language === 'en' ? 'ar' : 'en');

/** Any Arabic letter makes it Arabic (an English post quoting Arabic is rarer than the reverse). */
export function languageOfText(...texts: string[]): PostLanguage {
  return /[\u0600-\u06FF]/.test(texts.join(' ')) ? 'ar' : 'en';
}

// Words of ASCII or Arabic letters and digits joined by single dashes.
const WORD = '[a-z0-9\\u0621-\\u064A\\u0660-\\u0669\\u0671-\\u06D3]+';
export const SLUG_PATTERN = new RegExp(`^${WORD}(?:-${WORD})*$`);
export const SLUG_MAX = 120;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

export { slugFromTitle } from '@/lib/text/rules';
