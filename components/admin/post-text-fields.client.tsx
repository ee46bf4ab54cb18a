'use client';

import { POST_LIMITS } from '@/lib/posts/schema';
import { AdminField } from './admin-field';
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
  const field = (name: keyof TextValues, label: string, hint?: string) => ({
    id: `post-${name}`,
    label,
    hint,
    error: errors[name],
  });
  const control = (name: keyof TextValues) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name)(e.target.value),
    className: inputClass,
    disabled,
  });
  if (part === 'heading') {
    return (
      <>
        <AdminField {...field('title', text.titleLabel)}>
          {(a11y) => <input dir="auto" required maxLength={POST_LIMITS.title} {...control('title')} {...a11y} />}
        </AdminField>
        <AdminField {...field('description', text.descriptionLabel)}>
          {(a11y) => (
            <textarea
              dir="auto"
              required
              rows={3}
              maxLength={POST_LIMITS.description}
              {...control('description')}
              {...a11y}
            />
          )}
        </AdminField>
      </>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <AdminField {...field('category', text.categoryLabel)}>
        {(a11y) => (
          <select {...control('category')} {...a11y}>
            {labels.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField {...field('author', text.authorLabel, fill(text.authorHint, { username }))}>
        {(a11y) => (
          <input dir="auto" maxLength={POST_LIMITS.author} placeholder={username} {...control('author')} {...a11y} />
        )}
      </AdminField>
    </div>
  );
}
