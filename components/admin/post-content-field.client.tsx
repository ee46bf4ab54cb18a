'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { POST_LIMITS } from '@/lib/posts/schema';
import { inputClass } from './styles';
import type { AdminText } from './labels';

// The Markdown renderer is only needed once the preview tab is opened.
const PostMarkdown = dynamic(() => import('@/components/blog/markdown').then((m) => m.PostMarkdown));

type Props = { text: AdminText; value: string; error?: string; disabled: boolean; onChange: (value: string) => void };

/** The Markdown body with Write / Preview tabs. */
export function ContentField({ text, value, error, disabled, onChange }: Props) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor="post-content" className="text-sm font-medium">
          {text.contentLabel}
        </label>
        <div role="tablist" aria-label={text.contentLabel} className="flex rounded-lg border border-border p-0.5">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`post-content-${name}`}
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1 text-sm font-medium ${tab === name ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground'}`}
            >
              {text[name]}
            </button>
          ))}
        </div>
      </div>
      <div id="post-content-write" role="tabpanel" hidden={tab !== 'write'}>
        <textarea
          id="post-content"
          dir="auto"
          rows={12}
          maxLength={POST_LIMITS.content}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} font-mono text-sm`}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'post-content-error' : 'post-content-hint'}
        />
      </div>
      <div
        id="post-content-preview"
        role="tabpanel"
        hidden={tab !== 'preview'}
        dir="auto"
        className="min-h-48 rounded-lg border border-border bg-background px-5 pb-5 pt-1 text-start"
      >
        {tab === 'preview' &&
          (value.trim() ? <PostMarkdown source={value} /> : <p className="mt-4 text-muted">{text.nothingToPreview}</p>)}
      </div>
      <p id="post-content-hint" className="text-xs text-muted">
        {text.contentHint}
      </p>
      {error && (
        <p id="post-content-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
