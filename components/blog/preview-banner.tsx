import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatPostDate } from '@/lib/posts/format-date';
import { postState } from '@/lib/posts/language';
import type { Post } from '@/lib/posts/types';
import { Icon } from '@/components/ui/icon';

/** The editor's reminder that readers cannot see this page (yet). */
export async function PreviewBanner({ post }: { post: Post }) {
  const locale: Locale = post.language;
  const t = await getTranslations({ locale, namespace: 'PostPage' });
  const state = postState(post.status, post.publishAt);
  return (
    <div role="status" className="border-b border-accent/40 bg-accent/15 px-4 py-3 text-center text-sm font-semibold">
      <Icon name="info" className="me-2 inline h-4 w-4 align-[-2px]" />
      {t('previewBanner')}
      {state === 'scheduled' && post.publishAt && (
        <span className="ms-2 font-normal">{t('scheduledFor', { date: formatPostDate(post.publishAt, locale) })}</span>
      )}
    </div>
  );
}
