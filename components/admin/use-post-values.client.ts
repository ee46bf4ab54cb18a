'use client';

import { useState } from 'react';
import { defaultCategory } from '@/lib/posts/categories';
import { slugFromTitle } from '@/lib/posts/language';
import type { PostJson } from '@/lib/posts/types';
import { toLocalInput, type PublishingValues } from './post-publishing.client';
import { useKeptDraft } from './use-kept-draft.client';

type Seed = { language: 'en' | 'ar'; translationId: string; category: string };
type Options = { post: PostJson | null; seed?: Seed | null; username: string; locale: 'en' | 'ar'; unsaved: boolean };
type Draft = { values: PostValues; publishing: PublishingValues; decorative: boolean };
export type PostValues = Record<'title' | 'description' | 'category' | 'author' | 'content' | 'imageAlt', string>;

/** Where a post's unsaved words are kept in this browser: by post, or by what a new one translates. */
export const postDraftKey = (post: PostJson | null, seed?: Seed | null) =>
  `post-draft:${post?._id ?? (seed ? `translation:${seed.translationId}:${seed.language}` : 'new')}`;

/**
 * The post form's words and publishing fields, whether they differ from what it opened with, and
 * the copy of them kept in this browser until saved (offered back after a reload).
 */
export function usePostValues({ post, seed, username, locale, unsaved }: Options) {
  const [values, setValues] = useState<PostValues>({
    title: post?.title ?? '',
    description: post?.description ?? '',
    category: post?.category ?? seed?.category ?? defaultCategory,
    author: post && post.author !== username ? post.author : '',
    content: post?.content ?? '',
    imageAlt: post?.imageAlt ?? '',
  });
  const [publishing, setPublishing] = useState<PublishingValues>({
    language: post?.language ?? seed?.language ?? locale,
    status: post?.status ?? 'published',
    publishAt: toLocalInput(post?.publishAt ?? null),
    slug: post?.slug ?? '',
  });
  // A new post's slug follows its title until the editor types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [decorative, setDecorative] = useState(post?.imageDecorative ?? false);
  const draft: Draft = { values, publishing, decorative };
  const [opened] = useState(() => JSON.stringify(draft));
  const changed = opened !== JSON.stringify(draft);
  const kept = useKeptDraft<Draft>(postDraftKey(post, seed), draft, changed);

  const set = (field: keyof PostValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'title' && !slugTouched) setPublishing((p) => ({ ...p, slug: slugFromTitle(value) }));
  };
  const setPublishingField = (field: keyof PublishingValues, value: string) => {
    if (field === 'slug') setSlugTouched(true);
    setPublishing((p) => ({ ...p, [field]: value }));
  };
  const restoreKept = () => {
    if (!kept.offer) return;
    setValues(kept.offer.value.values);
    setPublishing(kept.offer.value.publishing);
    setDecorative(kept.offer.value.decorative);
    setSlugTouched(true);
  };
  return {
    values,
    publishing,
    decorative,
    setDecorative,
    set,
    setPublishingField,
    dirty: changed || unsaved,
    kept: { offer: kept.offer, restore: restoreKept, dismiss: kept.dismiss, saved: kept.saved },
  };
}
