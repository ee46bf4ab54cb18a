'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import { ApiError, deletePost, previewUrl, savePost, UnauthorizedError } from './admin-api';
import { PostForm, type PostSeed } from './post-form.client';
import { localizeErrors } from './post-form-errors';
import { translationSeed } from './post-actions';
import { useAdminPosts } from './use-admin-posts.client';
import { PostList } from './post-list.client';
import { fill } from './fill';
import type { AdminLabels } from './labels';
import { Icon } from '@/components/ui/icon';
import { adminButtonClass } from '@/components/ui/button';

type Props = {
  labels: AdminLabels;
  token: string;
  username: string;
  welcome: boolean;
  onLogout: () => void;
  onSessionEnded: () => void;
};

type View = { mode: 'list' } | { mode: 'create'; seed?: PostSeed } | { mode: 'edit'; post: PostJson };

/** Heading, Add New Blog, the red error banner, and either the list or the form. */
export function PostManager({ labels, token, username, welcome, onLogout, onSessionEnded }: Props) {
  const { text } = labels;
  const [view, setView] = useState<View>({ mode: 'list' });
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [greeting, setGreeting] = useState(welcome);
  const addButton = useRef<HTMLButtonElement>(null);

  /** Runs an admin call; a refused token ends the session, other failures show `failure`. */
  const guarded = useCallback(
    async <T,>(action: () => Promise<T>, failure: string): Promise<T | undefined> => {
      try {
        return await action();
      } catch (err) {
        if (err instanceof UnauthorizedError) onSessionEnded();
        else if (err instanceof ApiError && err.status === 400 && err.errors) {
          // Shown beside their fields by the form (a taken slug, a missing image text).
          setServerErrors(localizeErrors(err.errors, text));
        } else {
          const detail =
            err instanceof ApiError && err.status === 413
              ? text.imageTooLarge
              : err instanceof ApiError && err.status === 415
                ? text.imageWrongType
                : null;
          setError(detail ? `${failure}: ${detail}` : failure);
        }
        return undefined;
      }
    },
    [onSessionEnded, text],
  );

  const { posts, total, loading, filters, setFilters, reload } = useAdminPosts(token, guarded, text.fetchFailed);
  useEffect(() => {
    if (!greeting) return;
    const timer = setTimeout(() => setGreeting(false), 5000);
    return () => clearTimeout(timer);
  }, [greeting]);

  const closeForm = () => {
    setView({ mode: 'list' });
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const onSave = async (form: FormData) => {
    const id = view.mode === 'edit' ? view.post._id : null;
    setBusy(true);
    setError(null);
    setServerErrors(undefined);
    const saved = await guarded(() => savePost(token, id, form), id ? text.updateFailed : text.createFailed);
    setBusy(false);
    if (saved) {
      closeForm();
      await reload();
    }
  };

  const onDelete = async (post: PostJson) => {
    if (!window.confirm(text.confirmDelete)) return;
    setBusy(true);
    setError(null);
    const done = await guarded(async () => {
      await deletePost(token, post._id);
      return true;
    }, text.deleteFailed);
    setBusy(false);
    if (done) await reload();
  };

  // The window opens at the click (browsers block windows opened later), then gets its address.
  const openPreview = async (post: PostJson) => {
    const preview = window.open('about:blank', '_blank');
    const url = await guarded(() => previewUrl(token, post._id), text.previewFailed);
    if (preview && url) preview.location.href = url;
    else preview?.close();
  };

  return (
    <div className="flex flex-col gap-6 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{text.heading}</h1>
          <p className="mt-1 text-sm text-muted">{fill(text.signedInAs, { username })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={addButton}
            type="button"
            disabled={busy || view.mode !== 'list'}
            onClick={() => {
              setError(null);
              setView({ mode: 'create' });
            }}
            className={adminButtonClass.largePrimary}
          >
            <Icon name="plus" className="h-4 w-4" />
            {text.addNew}
          </button>
          <button type="button" onClick={onLogout} className={adminButtonClass.large}>
            <Icon name="log-out" className="h-4 w-4 rtl:-scale-x-100" />
            {text.logout}
          </button>
        </div>
      </header>

      {greeting && (
        <p role="status" className="font-medium text-success">
          {text.loginSuccess}
        </p>
      )}
      {error && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 font-medium text-danger"
        >
          <span>{error}</span>
          <button type="button" onClick={() => setError(null)} aria-label={text.dismiss} className="shrink-0">
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
      )}

      {view.mode === 'list' ? (
        <PostList
          labels={labels}
          posts={posts}
          total={total}
          loading={loading}
          busy={busy}
          onEdit={(post) => {
            setError(null);
            setView({ mode: 'edit', post });
          }}
          onDelete={onDelete}
          onLoadMore={() => void reload(true)}
          filters={filters}
          onFilters={setFilters}
          onPreview={(post) => void openPreview(post)}
          onTranslate={(post) => {
            setError(null);
            setView({ mode: 'create', seed: translationSeed(post) });
          }}
        />
      ) : (
        <PostForm
          key={view.mode === 'edit' ? view.post._id : 'new'}
          labels={labels}
          username={username}
          post={view.mode === 'edit' ? view.post : null}
          seed={view.mode === 'create' ? view.seed : null}
          locale={labels.locale}
          serverErrors={serverErrors}
          busy={busy}
          onCancel={closeForm}
          onSave={onSave}
        />
      )}
    </div>
  );
}
