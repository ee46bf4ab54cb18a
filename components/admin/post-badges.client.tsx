'use client';

import { postState } from '@/lib/posts/language';
import type { PostJson } from '@/lib/posts/types';
import { fill } from './fill';
import type { AdminText } from './labels';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';
const tones = {
  draft: 'bg-surface-2 text-muted',
  scheduled: 'bg-accent/15 text-accent',
  published: 'bg-success/15 text-success',
};

// The editor's time zone: a scheduled time is read where it was set.
const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** Language, Draft / Scheduled for <date> / Published, whether a translation exists, and whether this one may be behind it. */
export function PostBadges({ text, post, outdated }: { text: AdminText; post: PostJson; outdated: string }) {
  const state = postState(post.status, post.publishAt);
  const locale = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  const label =
    state === 'draft'
      ? text.statusDraft
      : state === 'scheduled'
        ? fill(text.statusScheduled, { date: when(post.publishAt!, locale) })
        : text.statusPublished;
  return (
    <div className="flex flex-wrap gap-1.5">
      <span className={`${badge} border border-border`} lang={post.language}>
        {post.language === 'ar' ? 'العربية' : 'English'}
      </span>
      <span className={`${badge} ${tones[state]}`} data-status={state}>
        {label}
      </span>
      <span className={`${badge} border border-border text-muted`}>
        {post.translationId ? text.hasTranslation : text.noTranslation}
      </span>
      {post.translationId && post.translationOutdated && (
        <span className={`${badge} bg-accent/15 text-accent`} data-testid="translation-outdated">
          {outdated}
        </span>
      )}
    </div>
  );
}
