'use client';

import { ImagePlaceholder } from '@/components/blog/image-placeholder';
import { PostImage } from '@/components/blog/post-image.client';
import { postImageUrl } from '@/lib/posts/image-url';
import type { PostJson } from '@/lib/posts/types';
import { truncate } from '@/lib/text/truncate';
import { localePath } from '@/lib/routing/locale-path';
import type { ListFilters } from './admin-api';
import { PostFilters } from './post-filters.client';
import { PostBadges } from './post-badges.client';
import { fill } from './fill';
import type { AdminLabels } from './labels';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/ui/icon-names';
import { adminButtonClass } from '@/components/ui/button';

type Props = {
  labels: AdminLabels;
  posts: PostJson[];
  total: number;
  loading: boolean;
  busy: boolean;
  onEdit: (post: PostJson) => void;
  onDelete: (post: PostJson) => void;
  onLoadMore: () => void;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  onPreview: (post: PostJson) => void;
  onTranslate: (post: PostJson) => void;
};

const DESCRIPTION_PREVIEW = 150;

export function PostList(props: Props) {
  const { labels, filters, onFilters } = props;
  return (
    <div className="flex flex-col gap-6">
      <PostFilters text={labels.text} filters={filters} onChange={onFilters} />
      <Posts {...props} />
    </div>
  );
}

function Posts({ labels, posts, total, loading, busy, onEdit, onDelete, onLoadMore, onPreview, onTranslate }: Props) {
  const { text } = labels;
  if (loading && posts.length === 0) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {text.loadingPosts}
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
        <Icon name="file-text" className="h-10 w-10 stroke-[1.5] text-muted" />
        <h2 className="text-lg font-semibold">{text.noPosts}</h2>
        <p className="text-muted">{text.getStarted}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => {
          const image = postImageUrl(post.image);
          return (
            <li key={post._id} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface">
              <div className="relative aspect-[16/9] bg-surface-2">
                {image ? (
                  <PostImage
                    src={image}
                    alt=""
                    fallbackAlt={labels.imageUnavailable}
                    sizes="(min-width: 1024px) 400px, 100vw"
                  />
                ) : (
                  <ImagePlaceholder />
                )}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <PostBadges text={text} post={post} outdated={labels.history.outdatedBadge} />
                <h2 dir="auto" className="text-start text-lg font-semibold leading-snug">
                  {post.title}
                </h2>
                <p className="text-sm text-muted">
                  {text.by} <bdi>{post.author}</bdi>
                </p>
                <p dir="auto" className="text-start text-sm">
                  {truncate(post.description, DESCRIPTION_PREVIEW)}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-3">
                  <ActionButton
                    icon="pencil"
                    label={text.edit}
                    name={fill(text.editPost, { title: post.title })}
                    disabled={busy}
                    onClick={() => onEdit(post)}
                  />
                  <ActionButton
                    icon="trash"
                    label={text.delete}
                    name={fill(text.deletePost, { title: post.title })}
                    disabled={busy}
                    onClick={() => onDelete(post)}
                    danger
                  />
                  <ActionButton
                    icon="external-link"
                    label={text.preview}
                    name={fill(text.previewPost, { title: post.title })}
                    disabled={busy}
                    onClick={() => onPreview(post)}
                  />
                  {!post.translationId && (
                    <ActionButton
                      icon="languages"
                      label={text.translate}
                      name={fill(text.translatePost, { title: post.title })}
                      disabled={busy}
                      onClick={() => onTranslate(post)}
                    />
                  )}
                  <a
                    href={`${localePath(post.language, '/blog')}/${post.slug}`}
                    target="_blank"
                    rel="noopener"
                    className="ms-auto inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-muted hover:text-primary"
                  >
                    {text.viewPost}
                    <Icon name="external-link" className="h-4 w-4" />
                  </a>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {posts.length < total && (
        <button type="button" disabled={loading} onClick={onLoadMore} className={`mx-auto ${adminButtonClass.large}`}>
          {loading ? text.loadingPosts : text.loadMore}
        </button>
      )}
    </div>
  );
}

type ActionProps = {
  icon: IconName;
  label: string;
  /** The accessible name, which says which post. */
  name: string;
  disabled: boolean;
  onClick: () => void;
  danger?: boolean;
};

function ActionButton({ icon, label, name, disabled, onClick, danger }: ActionProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={name}
      className={danger ? adminButtonClass.smallDanger : adminButtonClass.small}
    >
      <Icon name={icon} className="h-4 w-4" />
      {label}
    </button>
  );
}
