'use client';

import { postLanguages } from '@/lib/posts/language';
import { AdminField } from './admin-field';
import type { AdminText } from './labels';
import { inputClass } from './styles';

export type PublishingValues = {
  language: 'en' | 'ar';
  status: 'draft' | 'published';
  /** A datetime-local value (the editor's own time zone), '' for "now". */
  publishAt: string;
  slug: string;
};

type Field = 'language' | 'status' | 'publishAt' | 'slug';

type Props = {
  text: AdminText;
  values: PublishingValues;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onChange: (field: Field, value: string) => void;
};

/** Language, status, publication time and slug: where and when the post appears. */
export function PublishingFields({ text, values, errors, disabled, onChange }: Props) {
  const field = (name: Field, label: string, hint?: string) => ({
    id: `post-${name}`,
    label,
    hint,
    error: errors[name],
  });
  const control = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    className: inputClass,
    disabled,
  });
  const languageName = { en: text.languageEn, ar: text.languageAr };
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <AdminField {...field('language', text.languageLabel)}>
        {(a11y) => (
          <select {...control('language')} {...a11y}>
            {postLanguages.map((language) => (
              <option key={language} value={language}>
                {languageName[language]}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField {...field('status', text.statusLabel)}>
        {(a11y) => (
          <select {...control('status')} {...a11y}>
            <option value="draft">{text.statusDraft}</option>
            <option value="published">{text.statusPublished}</option>
          </select>
        )}
      </AdminField>
      <AdminField {...field('publishAt', text.publishAtLabel, text.publishAtHint)}>
        {(a11y) => <input type="datetime-local" dir="ltr" {...control('publishAt')} {...a11y} />}
      </AdminField>
      <AdminField {...field('slug', text.slugLabel, text.slugHint)}>
        {(a11y) => <input dir="auto" {...control('slug')} {...a11y} />}
      </AdminField>
    </div>
  );
}

/** An ISO time as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
