'use client';

import { postLanguages } from '@/lib/posts/language';
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
  const described = (field: Field, hint?: boolean) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `blog-${field}-error` : hint ? `blog-${field}-hint` : undefined,
    disabled,
  });
  const error = (field: Field) =>
    errors[field] && (
      <p id={`blog-${field}-error`} className="text-sm text-danger">
        {errors[field]}
      </p>
    );
  const languageName = { en: text.languageEn, ar: text.languageAr };
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-language" className="text-sm font-medium">
          {text.languageLabel}
        </label>
        <select
          id="blog-language"
          value={values.language}
          onChange={(e) => onChange('language', e.target.value)}
          className={inputClass}
          {...described('language')}
        >
          {postLanguages.map((language) => (
            <option key={language} value={language}>
              {languageName[language]}
            </option>
          ))}
        </select>
        {error('language')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-status" className="text-sm font-medium">
          {text.statusLabel}
        </label>
        <select
          id="blog-status"
          value={values.status}
          onChange={(e) => onChange('status', e.target.value)}
          className={inputClass}
          {...described('status')}
        >
          <option value="draft">{text.statusDraft}</option>
          <option value="published">{text.statusPublished}</option>
        </select>
        {error('status')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-publishAt" className="text-sm font-medium">
          {text.publishAtLabel}
        </label>
        <input
          id="blog-publishAt"
          type="datetime-local"
          dir="ltr"
          value={values.publishAt}
          onChange={(e) => onChange('publishAt', e.target.value)}
          className={inputClass}
          {...described('publishAt', true)}
        />
        <p id="blog-publishAt-hint" className="text-xs text-muted">
          {text.publishAtHint}
        </p>
        {error('publishAt')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="blog-slug" className="text-sm font-medium">
          {text.slugLabel}
        </label>
        <input
          id="blog-slug"
          dir="auto"
          value={values.slug}
          onChange={(e) => onChange('slug', e.target.value)}
          className={inputClass}
          {...described('slug', true)}
        />
        <p id="blog-slug-hint" className="text-xs text-muted">
          {text.slugHint}
        </p>
        {error('slug')}
      </div>
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
