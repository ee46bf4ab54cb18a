'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defaultCategory } from '@/lib/posts/categories';
import { postImageUrl } from '@/lib/posts/image-url';
import type { PostJson } from '@/lib/posts/types';
import { POST_LIMITS, postFieldsSchema } from '@/lib/validations/post';
import { fill } from './fill';
import { ACCEPTED_IMAGE_TYPES, ImageField, MAX_IMAGE_BYTES } from './image-field.client';
import type { AdminLabels } from './labels';

// The Markdown renderer is only needed once the preview tab is opened.
const PostMarkdown = dynamic(() => import('@/components/blog/markdown').then((m) => m.PostMarkdown));

type Props = {
  labels: AdminLabels;
  username: string;
  post: PostJson | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (form: FormData) => Promise<void>;
};

type Field = 'title' | 'description' | 'category' | 'content' | 'author' | 'image';

const inputClass =
  'w-full rounded-lg border border-border bg-background px-3 py-2.5 outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger';

export function BlogForm({ labels, username, post, busy, onCancel, onSave }: Props) {
  const { text } = labels;
  const [values, setValues] = useState({
    title: post?.title ?? '',
    description: post?.description ?? '',
    category: post?.category ?? defaultCategory,
    author: post && post.author !== username ? post.author : '',
    content: post?.content ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const pickFile = (next: File | null) => {
    setErrors((e) => ({ ...e, image: undefined }));
    if (next && !ACCEPTED_IMAGE_TYPES.includes(next.type)) {
      setErrors((e) => ({ ...e, image: text.imageWrongType }));
      return;
    }
    if (next && next.size > MAX_IMAGE_BYTES) {
      setErrors((e) => ({ ...e, image: text.imageTooLarge }));
      return;
    }
    setFile(next);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The same rules as the server, with messages in the page's language.
    const parsed = postFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const max = POST_LIMITS[field as keyof typeof POST_LIMITS];
        next[field] ??= issue.code === 'too_big' && max ? fill(text.tooLong, { max }) : text.fieldRequired;
      }
      setErrors(next);
      return;
    }
    const form = new FormData();
    form.set('title', values.title);
    form.set('description', values.description);
    form.set('category', values.category);
    form.set('content', values.content);
    // An empty author means "the signed-in admin" on create, "keep it" on update.
    if (values.author.trim()) form.set('author', values.author);
    if (file) form.set('image', file);
    else if (removeCurrent) form.set('removeImage', 'true');
    await onSave(form);
  }

  const fieldProps = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `blog-${field}-error` : undefined,
    disabled: busy,
  });
  const fieldError = (field: Field) =>
    errors[field] && (
      <p id={`blog-${field}-error`} className="text-sm text-danger">
        {errors[field]}
      </p>
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="blog-form-title"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="blog-form-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {post ? text.editTitle : text.createTitle}
      </h2>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-title" className="text-sm font-medium">
          {text.titleLabel}
        </label>
        <input
          id="blog-title"
          dir="auto"
          required
          maxLength={POST_LIMITS.title}
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          className={inputClass}
          {...fieldProps('title')}
        />
        {fieldError('title')}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-description" className="text-sm font-medium">
          {text.descriptionLabel}
        </label>
        <textarea
          id="blog-description"
          dir="auto"
          required
          rows={3}
          maxLength={POST_LIMITS.description}
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          className={inputClass}
          {...fieldProps('description')}
        />
        {fieldError('description')}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="blog-category" className="text-sm font-medium">
            {text.categoryLabel}
          </label>
          <select
            id="blog-category"
            value={values.category}
            onChange={(e) => set('category')(e.target.value)}
            className={inputClass}
            {...fieldProps('category')}
          >
            {labels.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {fieldError('category')}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="blog-author" className="text-sm font-medium">
            {text.authorLabel}
          </label>
          <input
            id="blog-author"
            dir="auto"
            maxLength={POST_LIMITS.author}
            value={values.author}
            placeholder={username}
            onChange={(e) => set('author')(e.target.value)}
            className={inputClass}
            {...fieldProps('author')}
            aria-describedby={errors.author ? 'blog-author-error' : 'blog-author-hint'}
          />
          <p id="blog-author-hint" className="text-xs text-muted">
            {fill(text.authorHint, { username })}
          </p>
          {fieldError('author')}
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor="blog-content" className="text-sm font-medium">
            {text.contentLabel}
          </label>
          <div role="tablist" aria-label={text.contentLabel} className="flex rounded-lg border border-border p-0.5">
            {(['write', 'preview'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`blog-content-${name}`}
                onClick={() => setTab(name)}
                className={`rounded-md px-3 py-1 text-sm font-medium ${tab === name ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground'}`}
              >
                {text[name]}
              </button>
            ))}
          </div>
        </div>
        <div id="blog-content-write" role="tabpanel" hidden={tab !== 'write'}>
          <textarea
            id="blog-content"
            dir="auto"
            rows={12}
            maxLength={POST_LIMITS.content}
            value={values.content}
            onChange={(e) => set('content')(e.target.value)}
            className={`${inputClass} font-mono text-sm`}
            {...fieldProps('content')}
            aria-describedby={errors.content ? 'blog-content-error' : 'blog-content-hint'}
          />
        </div>
        <div
          id="blog-content-preview"
          role="tabpanel"
          hidden={tab !== 'preview'}
          dir="auto"
          className="min-h-48 rounded-lg border border-border bg-background px-5 pb-5 pt-1 text-start"
        >
          {tab === 'preview' &&
            (values.content.trim() ? (
              <PostMarkdown source={values.content} />
            ) : (
              <p className="mt-4 text-muted">{text.nothingToPreview}</p>
            ))}
        </div>
        <p id="blog-content-hint" className="text-xs text-muted">
          {text.contentHint}
        </p>
        {fieldError('content')}
      </div>

      <ImageField
        text={text}
        currentImage={postImageUrl(post?.image)}
        file={file}
        onFile={pickFile}
        removeCurrent={removeCurrent}
        onRemoveCurrent={() => setRemoveCurrent(true)}
        error={errors.image}
        disabled={busy}
      />

      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-lg border border-border px-5 py-2.5 font-medium transition hover:border-primary hover:text-primary disabled:opacity-60"
        >
          {text.cancel}
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground transition hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? (post ? text.updating : text.creating) : post ? text.update : text.create}
        </button>
      </div>
    </form>
  );
}
