// Plain data and functions: the admin form (browser), the API and the seed rules share them.
import type { PostLanguage, PostStatus } from '@/lib/constants/post-values';

// Declared with the values the post model stores (lib/constants/, which models may read).
export { postLanguages, postStatuses, type PostLanguage, type PostStatus } from '@/lib/constants/post-values';

/** What a reader would see: never, not yet, or now. */
export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(status: PostStatus, publishAt: string | Date | null, now = Date.now()): PostState {
  if (status === 'draft') return 'draft';
  return publishAt && new Date(publishAt).getTime() > now ? 'scheduled' : 'published';
}

export const otherLanguage = (language: PostLanguage): PostLanguage => (language === 'en' ? 'ar' : 'en');

/**
 * The language of a text written by a client that did not say: any Arabic letter makes it
 * Arabic (an English post quoting Arabic is rarer than an Arabic one quoting a product name).
 */
export function languageOfText(...texts: string[]): PostLanguage {
  return /[\u0600-\u06FF]/.test(texts.join(' ')) ? 'ar' : 'en';
}

// Lower-case ASCII letters and digits, or Arabic letters and digits, in words joined by single
// dashes: what reads well in a URL in either language.
const WORD = '[a-z0-9\\u0621-\\u064A\\u0660-\\u0669\\u0671-\\u06D3]+';
export const SLUG_PATTERN = new RegExp(`^${WORD}(?:-${WORD})*$`);
export const SLUG_MAX = 120;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

// The slug rule is shared with the seed script: lib/text/rules.ts.
export { slugFromTitle } from '@/lib/text/rules';
