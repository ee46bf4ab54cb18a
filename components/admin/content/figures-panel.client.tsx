'use client';

import { useCallback, useEffect, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { figuresProblems } from '@/lib/figures/schema';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { compactInputClass } from '../styles';
import { contentApi, type FigureValues } from './content-api';
import { useContentSave } from './use-content-save.client';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

/** The key figures of four pages in both languages, grouped by where they show, saved together. */
export function FiguresPanel({ token, labels, onSessionEnded }: Props) {
  const words = labels.content;
  const [values, setValues] = useState<FigureValues | null>(null);
  const [defaults, setDefaults] = useState<FigureValues>({});
  const { busy, notice, errors, save, run } = useContentSave(labels, onSessionEnded);

  const reload = useCallback(() => {
    void run(() => contentApi.figures(token)).then((figures) => {
      if (!figures) return;
      setValues(figures.values);
      setDefaults(figures.defaults);
    });
  }, [run, token]);
  useEffect(reload, [reload]);

  if (!values) return <NoticeLine notice={notice} />;
  const sections = Object.keys(words.figures.sections) as (keyof typeof words.figures.sections)[];
  const set = (id: string, language: 'en' | 'ar', value: string) =>
    setValues({ ...values, [id]: { ...values[id]!, [language]: value } });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = { values: values! };
    const saved = await save(figuresProblems(input), () => contentApi.saveFigures(token, input));
    if (saved) setValues(saved.values);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-muted">{words.figures.intro}</p>
      <NoticeLine notice={notice} />
      {sections.map((section) => (
        <fieldset key={section} className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-semibold">{words.figures.sections[section]}</legend>
          {Object.keys(values)
            .filter((id) => id.startsWith(`${section}.`))
            .map((id) => (
              <div key={id} className="grid items-start gap-2 sm:grid-cols-[10rem_1fr_1fr]">
                <span className="pt-2 text-sm font-medium" dir="ltr">
                  {id.slice(section.length + 1)}
                </span>
                {(['en', 'ar'] as const).map((language) => (
                  <label key={language} className="flex flex-col gap-1 text-xs text-muted">
                    <span>
                      {language === 'en' ? words.english : words.arabic} ·{' '}
                      {fill(words.figures.shipped, { value: defaults[id]?.[language] ?? '' })}
                    </span>
                    <input
                      // A figure ("50+") reads left to right in either language; Arabic words still right to left.
                      dir="auto"
                      lang={language}
                      value={values[id]![language]}
                      aria-invalid={errors[`values.${id}.${language}`] ? true : undefined}
                      onChange={(e) => set(id, language, e.target.value)}
                      className={`${compactInputClass} text-foreground`}
                    />
                    {errors[`values.${id}.${language}`] && (
                      <span className="text-sm text-danger">{errors[`values.${id}.${language}`]}</span>
                    )}
                  </label>
                ))}
              </div>
            ))}
        </fieldset>
      ))}
      <div>
        <button type="submit" disabled={busy} className={adminButtonClass.smallPrimary}>
          {busy ? words.saving : words.save}
        </button>
      </div>
    </form>
  );
}
