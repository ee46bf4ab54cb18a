'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postImageUrl } from '@/lib/posts/image-url';
import type { PostJson } from '@/lib/posts/types';
import { postFieldProblems } from '@/lib/posts/schema';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/uploads/rules';
import { ContentField } from './post-content-field.client';
import { PostTextFields } from './post-text-fields.client';
import { PublishingFields, toLocalInput } from './post-publishing.client';
import { fill } from './fill';
import { wordProblems } from './post-form-errors';
import { ImageField } from './image-field.client';
import type { AdminLabels } from './labels';
import { adminButtonClass } from '@/components/ui/button';
import { useUnsavedGuard } from './unsaved-guard';
import { KeptDraftNotice } from './kept-draft-notice';
import { usePostValues } from './use-post-values.client';

/** A new post started from another one ("Translate"): its language, link, category and image. */
export type PostSeed = {
  language: 'en' | 'ar';
  translationId: string;
  category: string;
  image: string | null;
  title: string;
};

type Props = {
  labels: AdminLabels;
  username: string;
  post: PostJson | null;
  seed?: PostSeed | null;
  /** The admin page's language: the default language of a new post. */
  locale: 'en' | 'ar';
  busy: boolean;
  /** Field errors the server sent for the last save. */
  serverErrors?: Record<string, string>;
  onCancel: () => void;
  /** Resolves true once the post is stored. */
  onSave: (form: FormData) => Promise<boolean>;
  /** Set to the form's "check and collectRef the fields" step, for saves that start elsewhere (Restore). */
  collectRef?: { current: (() => FormData | null) | null };
};

type Errors = Partial<Record<string, string>>;

export function PostForm(props: Props) {
  const { labels, username, post, seed, locale, busy, serverErrors, onCancel, onSave, collectRef } = props;
  const { text } = labels;
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const state = usePostValues({ post, seed, username, locale, unsaved: file !== null || removeCurrent });
  const { values, publishing, decorative, setDecorative, set, setPublishingField, kept } = state;
  useUnsavedGuard(state.dirty);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's answer arrives as a prop
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);
  // A translation starts with the original's picture, uploaded again as its own file.
  useEffect(() => {
    const url = postImageUrl(seed?.image);
    if (!url) return;
    void fetch(url)
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => blob && setFile(new File([blob], 'cover', { type: blob.type })));
  }, [seed?.image]);

  const pickFile = (next: File | null) => {
    setErrors((e) => ({ ...e, image: undefined }));
    if (next && !ACCEPTED_IMAGE_TYPES.includes(next.type))
      return setErrors((e) => ({ ...e, image: text.imageWrongType }));
    if (next && next.size > MAX_IMAGE_BYTES) return setErrors((e) => ({ ...e, image: text.imageTooLarge }));
    setFile(next);
  };

  const hasImage = Boolean(file || (post?.image && !removeCurrent));
  // The field holds minutes: an untouched one sends the stored time as it was, so a save does not
  // shift it by its seconds (and the history does not list a publish date nobody changed).
  const untouched = post?.publishAt && publishing.publishAt === toLocalInput(post.publishAt);
  const publishAtIso = untouched
    ? post.publishAt!
    : publishing.publishAt
      ? new Date(publishing.publishAt).toISOString()
      : '';

  /** The fields as a save sends them, or null (and the problems shown) when they would be refused. */
  function fieldsForm(): FormData | null {
    // The same rules as the server, with messages in the page's language.
    const fields = { ...values, ...publishing, publishAt: publishAtIso, imageDecorative: String(decorative) };
    const next = wordProblems(postFieldProblems(fields, { hasImage, decorative }), text);
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    const form = new FormData();
    for (const key of ['title', 'description', 'category', 'content', 'imageAlt'] as const) form.set(key, values[key]);
    form.set('language', publishing.language);
    form.set('status', publishing.status);
    form.set('publishAt', publishAtIso);
    if (publishing.slug) form.set('slug', publishing.slug);
    form.set('imageDecorative', String(decorative));
    if (seed) form.set('translationId', seed.translationId);
    // An empty author means "the signed-in admin" on create, "keep it" on update.
    if (values.author.trim()) form.set('author', values.author);
    if (file) form.set('image', file);
    else if (removeCurrent) form.set('removeImage', 'true');
    return form;
  }
  useEffect(() => {
    if (collectRef) collectRef.current = fieldsForm;
  });
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = fieldsForm();
    if (fields && (await onSave(fields))) kept.saved();
  }

  const textProps = { labels, username, values, errors, disabled: busy, onChange: set };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="post-form-title"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <div>
        <h2 id="post-form-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {post ? text.editTitle : text.createTitle}
        </h2>
        {seed && <p className="mt-1 text-sm text-muted">{fill(text.translationOf, { title: seed.title })}</p>}
      </div>

      {kept.offer && (
        <KeptDraftNotice
          text={labels.history}
          locale={labels.locale}
          at={kept.offer.at}
          onRestore={kept.restore}
          onDiscard={kept.dismiss}
        />
      )}
      <PostTextFields part="heading" {...textProps} />
      <PublishingFields text={text} values={publishing} errors={errors} disabled={busy} onChange={setPublishingField} />
      <PostTextFields part="details" {...textProps} />
      <ContentField
        text={text}
        value={values.content}
        error={errors.content}
        disabled={busy}
        onChange={set('content')}
      />

      <ImageField
        text={text}
        currentImage={postImageUrl(post?.image)}
        file={file}
        onFile={pickFile}
        removeCurrent={removeCurrent}
        onRemoveCurrent={() => setRemoveCurrent(true)}
        error={errors.image}
        disabled={busy}
        alt={values.imageAlt}
        decorative={decorative}
        onAlt={set('imageAlt')}
        onDecorative={setDecorative}
        altError={errors.imageAlt}
      />

      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
        <button type="button" onClick={onCancel} disabled={busy} className={adminButtonClass.large}>
          {text.cancel}
        </button>
        <button type="submit" disabled={busy} className={adminButtonClass.largePrimary}>
          {busy ? (post ? text.updating : text.creating) : post ? text.update : text.create}
        </button>
      </div>
    </form>
  );
}
