'use client';

import { useEffect, useRef, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { sandboxedFrameHtml } from '../trusted-html';
import { newsletterApi } from './newsletter-api';

type Props = { token: string; id: string; languages: string[]; labels: InboxLabels['newsletter']; version: string };

/**
 * Each written version exactly as the mail renders it, in a phone-wide (390 px) sandboxed frame
 * (no scripts, no access to the admin page), in the light or the dark look of mail clients.
 */
export function IssuePreview({ token, id, languages, labels, version }: Props) {
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [pages, setPages] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const load = (retries: number) =>
      Promise.all(languages.map((lang) => newsletterApi.preview(token, id, lang, scheme))).then(
        (html) => {
          if (!live) return;
          setFailed(false);
          setPages(Object.fromEntries(languages.map((lang, i) => [lang, html[i]!])));
        },
        () => {
          if (!live) return;
          // A server busy for a moment (a 503 at its deadline) is asked once more a second later;
          // after that the editor is told, with a button to ask again, instead of an empty frame.
          if (retries > 0) again = setTimeout(() => load(retries - 1), 1_000);
          else {
            setPages({});
            setFailed(true);
          }
        },
      );
    load(1);
    return () => {
      live = false;
      clearTimeout(again);
    };
  }, [token, id, languages, scheme, version, attempt]);

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
      {failed && (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {labels.previewFailed}
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={adminButtonClass.small}>
            {labels.previewRetry}
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-6">
        {languages.map((lang) => (
          <figure key={lang} className="flex flex-col gap-2">
            <figcaption className="text-sm text-muted">
              {fill(labels.previewTitle, { language: labels.languages[lang as 'en' | 'ar'] })}
            </figcaption>
            <PreviewFrame
              title={fill(labels.previewTitle, { language: labels.languages[lang as 'en' | 'ar'] })}
              lang={lang}
              html={pages[lang] ?? ''}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}

/** The frame's document is set through the site's Trusted Types policy: the page refuses a plain string there. */
function PreviewFrame({ title, lang, html }: { title: string; lang: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frame.current) frame.current.srcdoc = sandboxedFrameHtml(html);
  }, [html]);
  return (
    <iframe
      ref={frame}
      title={title}
      data-preview={lang}
      sandbox=""
      className="h-[640px] w-[390px] max-w-full rounded-2xl border-4 border-border bg-white"
    />
  );
}
