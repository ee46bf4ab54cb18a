// Plain data the post model, the API, the admin form and the browser share; the rules are in lib/posts/.
import type { Locale } from '@/i18n/locales';

export const postLanguages = ['en', 'ar'] as const satisfies readonly Locale[];
export type PostLanguage = (typeof postLanguages)[number];

export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

// The original site's categories: `value` is stored and returned (so its clients keep working), `slug` is in URLs.
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
