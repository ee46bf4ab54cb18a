'use client';

import { AdminField } from '../admin-field';
import type { InboxLabels } from '../inbox/labels';
import { inputClass } from '../styles';
import type { EventFormState } from './event-form-state';

type Props = {
  language: 'en' | 'ar';
  form: EventFormState;
  labels: InboxLabels;
  errors: Record<string, string>;
  onChange: (form: EventFormState) => void;
};

/** One language's title, description, location and image description, written in that language's direction. */
export function EventTextFields({ language, form, labels, errors, onChange }: Props) {
  const words = labels.content;
  const fields = words.events.fields;
  const text = form.text[language];
  const set = (key: keyof typeof text, value: string) =>
    onChange({ ...form, text: { ...form.text, [language]: { ...text, [key]: value } } });
  const id = (key: string) => `event-${language}-${key}`;
  // The inputs are written in their language; labels and errors stay in the admin's.
  const written = { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' } as const;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{language === 'en' ? words.english : words.arabic}</legend>
      <AdminField id={id('title')} label={fields.title} error={errors[`text.${language}.title`]}>
        {(a11y) => (
          <input
            {...a11y}
            {...written}
            value={text.title}
            onChange={(e) => set('title', e.target.value)}
            className={inputClass}
          />
        )}
      </AdminField>
      <AdminField id={id('description')} label={fields.description} error={errors[`text.${language}.description`]}>
        {(a11y) => (
          <textarea
            {...a11y}
            {...written}
            rows={4}
            value={text.description}
            onChange={(e) => set('description', e.target.value)}
            className={`${inputClass} resize-y`}
          />
        )}
      </AdminField>
      <AdminField id={id('location')} label={fields.location} error={errors[`text.${language}.location`]}>
        {(a11y) => (
          <input
            {...a11y}
            {...written}
            value={text.location}
            onChange={(e) => set('location', e.target.value)}
            className={inputClass}
          />
        )}
      </AdminField>
      {form.image && (
        <AdminField id={id('alt')} label={fields.imageAlt} error={errors[`imageAlt.${language}`]}>
          {(a11y) => (
            <input
              {...a11y}
              {...written}
              value={form.imageAlt[language]}
              onChange={(e) => onChange({ ...form, imageAlt: { ...form.imageAlt, [language]: e.target.value } })}
              className={inputClass}
            />
          )}
        </AdminField>
      )}
    </fieldset>
  );
}
