// The values a stored post takes for its language, status and category: plain data that the post
// model (models/ may read lib/constants/ only), the API, the admin form and the browser share.
// lib/posts/language.ts and lib/posts/categories.ts hold the rules built on them.
import type { Locale } from '@/i18n/locales';

export const postLanguages = ['en', 'ar'] as const satisfies readonly Locale[];
export type PostLanguage = (typeof postLanguages)[number];

export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

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
