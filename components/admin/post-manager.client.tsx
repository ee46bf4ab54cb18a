'use client';

import { useEffect, useRef, useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import { ApiError, deletePost, previewUrl, savePost } from './admin-api';
import { ErrorBanner } from './error-banner';
import { PostEditor, type SaveOutcome } from './post-editor.client';
import { PostForm, type PostSeed } from './post-form.client';
import { confirmLeave } from './unsaved-guard';
import { useGuarded } from './use-guarded.client';
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
  const [busy, setBusy] = useState(false);
  const { guarded, error, setError, serverErrors, setServerErrors } = useGuarded(text, onSessionEnded);
  const [greeting, setGreeting] = useState(welcome);
  const addButton = useRef<HTMLButtonElement>(null);

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

  const onSave = async (form: FormData): Promise<SaveOutcome> => {
    const id = view.mode === 'edit' ? view.post._id : null;
    setBusy(true);
    setError(null);
    setServerErrors(undefined);
    // A 409 (someone else saved first) is the editor's to explain: not a banner.
    const saved = await guarded(
      () =>
        savePost(token, id, form).catch((err) =>
          err instanceof ApiError && err.status === 409 ? 409 : Promise.reject(err),
        ),
      id ? text.updateFailed : text.createFailed,
    );
    setBusy(false);
    if (saved === 409) return 'conflict';
    if (!saved) return 'failed';
    closeForm();
    await reload();
    return 'saved';
  };
  const cancel = () => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && closeForm());

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
          <button
            type="button"
            onClick={() => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && onLogout())}
            className={adminButtonClass.large}
          >
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
      {error && <ErrorBanner message={error} dismiss={text.dismiss} onDismiss={() => setError(null)} />}

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
      ) : view.mode === 'edit' ? (
        <PostEditor
          key={view.post._id}
          labels={labels}
          token={token}
          username={username}
          post={view.post}
          busy={busy}
          serverErrors={serverErrors}
          guarded={guarded}
          onCancel={cancel}
          onSave={onSave}
          onReplace={(post) => setView({ mode: 'edit', post })}
        />
      ) : (
        <PostForm
          key="new"
          labels={labels}
          username={username}
          post={null}
          seed={view.seed}
          locale={labels.locale}
          serverErrors={serverErrors}
          busy={busy}
          onCancel={cancel}
          onSave={async (form) => (await onSave(form)) === 'saved'}
        />
      )}
    </div>
  );
}
