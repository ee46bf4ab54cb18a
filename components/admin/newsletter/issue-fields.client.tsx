'use client';

import { AdminField } from '../admin-field';
import type { InboxLabels } from '../inbox/labels';
import { compactInputClass, inputClass } from '../styles';
import type { IssueFields } from './newsletter-api';

type Labels = InboxLabels['newsletter'];
type Props = {
  labels: Labels;
  fields: IssueFields;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (fields: IssueFields) => void;
};

/** One language's subject, preheader and Markdown body; the fields are typed in that language's direction, the labels read in the admin's. */
function Version({ lang, labels, fields, errors, disabled, onChange }: Props & { lang: 'en' | 'ar' }) {
  const key = (name: 'Subject' | 'Preheader' | 'Body') => `${lang}${name}` as const;
  const set = (name: 'Subject' | 'Preheader' | 'Body', value: string) => onChange({ ...fields, [key(name)]: value });
  const error = (name: 'Subject' | 'Preheader' | 'Body') => {
    const code = errors[key(name)];
    return code ? (labels.errors[code as keyof Labels['errors']] ?? labels.errors.invalid) : undefined;
  };
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // The one-line fields: name, label and hint.
  const lines = [
    ['Subject', labels.subject, undefined],
    ['Preheader', labels.preheader, labels.preheaderHint],
  ] as const;
  return (
    <fieldset className="flex min-w-0 flex-1 flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-base font-semibold">{lang === 'ar' ? labels.arabic : labels.english}</legend>
      {lines.map(([name, label, hint]) => (
        <AdminField key={name} id={`${lang}-${name.toLowerCase()}`} label={label} hint={hint} error={error(name)}>
          {(a) => (
            <input
              {...a}
              lang={lang}
              dir={dir}
              className={inputClass}
              value={fields[key(name)]}
              disabled={disabled}
              onChange={(e) => set(name, e.target.value)}
            />
          )}
        </AdminField>
      ))}
      <AdminField id={`${lang}-body`} label={labels.body} hint={labels.bodyHint} error={error('Body')}>
        {(a) => (
          <textarea
            {...a}
            lang={lang}
            dir={dir}
            rows={12}
            className={`${inputClass} font-mono text-sm`}
            value={fields[key('Body')]}
            disabled={disabled}
            onChange={(e) => set('Body', e.target.value)}
          />
        )}
      </AdminField>
    </fieldset>
  );
}

/** Both versions side by side (stacked on a phone) and the fallback choice. */
export function IssueFieldsForm(props: Props) {
  const { labels, fields, disabled, onChange } = props;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row">
        <Version {...props} lang="en" />
        <Version {...props} lang="ar" />
      </div>
      <AdminField id="issue-fallback" label={labels.fallback}>
        {(a) => (
          <select
            {...a}
            className={`${compactInputClass} max-w-sm`}
            value={fields.fallback}
            disabled={disabled}
            onChange={(e) => onChange({ ...fields, fallback: e.target.value as IssueFields['fallback'] })}
          >
            <option value="other">{labels.fallbackOther}</option>
            <option value="none">{labels.fallbackNone}</option>
          </select>
        )}
      </AdminField>
    </div>
  );
}
