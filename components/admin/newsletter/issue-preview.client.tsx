'use client';

import { useEffect, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { newsletterApi } from './newsletter-api';

type Props = { token: string; id: string; languages: string[]; labels: InboxLabels['newsletter']; version: string };

/**
 * Each written version exactly as the mail renders it, in a phone-wide (390 px) sandboxed frame
 * (no scripts, no access to the admin page), in the light or the dark look of mail clients.
 */
export function IssuePreview({ token, id, languages, labels, version }: Props) {
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [pages, setPages] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    Promise.all(languages.map((lang) => newsletterApi.preview(token, id, lang, scheme))).then(
      (html) => live && setPages(Object.fromEntries(languages.map((lang, i) => [lang, html[i]!]))),
      () => live && setPages({}),
    );
    return () => {
      live = false;
    };
  }, [token, id, languages, scheme, version]);

  return (
    <section aria-labelledby="issue-preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="issue-preview" className="me-auto text-lg font-semibold">
          {labels.preview}
        </h2>
        {(['light', 'dark'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={scheme === name}
            onClick={() => setScheme(name)}
            className={`${adminButtonClass.small} aria-[pressed=true]:border-primary aria-[pressed=true]:text-primary`}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-6">
        {languages.map((lang) => (
          <figure key={lang} className="flex flex-col gap-2">
            <figcaption className="text-sm text-muted">
              {fill(labels.previewTitle, { language: labels.languages[lang as 'en' | 'ar'] })}
            </figcaption>
            <iframe
              title={fill(labels.previewTitle, { language: labels.languages[lang as 'en' | 'ar'] })}
              data-preview={lang}
              sandbox=""
              srcDoc={pages[lang] ?? ''}
              className="h-[640px] w-[390px] max-w-full rounded-2xl border-4 border-border bg-white"
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
