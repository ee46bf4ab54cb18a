'use client';

import { POST_LIMITS } from '@/lib/forms/schemas/post';
import { inputClass } from './styles';
import { fill } from './fill';
import type { AdminLabels } from './labels';

type TextValues = { title: string; description: string; category: string; author: string };

type Props = {
  /** 'heading': title and description; 'details': category and author. */
  part: 'heading' | 'details';
  labels: AdminLabels;
  username: string;
  values: TextValues;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onChange: (field: keyof TextValues) => (value: string) => void;
};

/** The post's own words and labels. */
export function PostTextFields({ part, labels, username, values, errors, disabled, onChange }: Props) {
  const { text } = labels;
  const set = onChange;
  const fieldProps = (field: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `blog-${field}-error` : undefined,
    disabled,
  });
  const fieldError = (field: string) =>
    errors[field] && (
      <p id={`blog-${field}-error`} className="text-sm text-danger">
        {errors[field]}
      </p>
    );
  if (part === 'heading') {
    return (
      <>
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
      </>
    );
  }
  return (
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
  );
}
