'use client';

import { useMemo, useState } from 'react';
import { pageSnapshot } from '@/lib/pages/history';
import type { StoredPage } from '@/lib/pages/reads';
import { pageProblems, type PageInput } from '@/lib/pages/schema';
import { AdminField } from '../admin-field';
import type { InboxLabels } from '../inbox/labels';
import { inputClass } from '../styles';
import { KeptDraftNotice } from '../kept-draft-notice';
import { useUnsavedGuard } from '../unsaved-guard';
import { useKeptDraft } from '../use-kept-draft.client';
import { contentApi } from './content-api';
import { ContentHistory } from './content-history.client';
import { EditorForm } from './editor-form.client';
import { useContentSave } from './use-content-save.client';

type Props = {
  token: string;
  labels: InboxLabels;
  page: StoredPage;
  /** The "Coming soon..." titles, offered until the page has its own. */
  defaultTitles: Record<string, string>;
  onSessionEnded: () => void;
  /** Back to the list: `saved` when the page was just saved (the list says so). */
  onDone: (saved: boolean) => void;
};

/** The page's words as the form holds them: a never-written title offers the shipped one. */
const toForm = (page: StoredPage, defaultTitles: Record<string, string>): PageInput['text'] => ({
  en: { title: page.text.en.title || defaultTitles[`en:${page.slug}`] || '', body: page.text.en.body },
  ar: { title: page.text.ar.title || defaultTitles[`ar:${page.slug}`] || '', body: page.text.ar.body },
});

/**
 * One page in both languages: a title and Markdown text each (empty text keeps "Coming soon...").
 * The save sends the revision it started from (0: never saved); History and the 409 dialog are
 * around it, and leaving with unsaved changes asks first.
 */
export function PageForm({ token, labels, page, defaultTitles, onSessionEnded, onDone }: Props) {
  const words = labels.content;
  // The stored state the form started from: a restore or "take theirs" replaces it.
  const [current, setCurrent] = useState(page);
  const opened = useMemo(() => toForm(current, defaultTitles), [current, defaultTitles]);
  const [text, setText] = useState<PageInput['text']>(opened);
  const { busy, notice, errors, save, run, conflicted, setConflicted } = useContentSave(labels, onSessionEnded);
  const history = useMemo(() => contentApi.pageHistory(page.slug), [page.slug]);
  const dirty = JSON.stringify(text) !== JSON.stringify(opened);
  useUnsavedGuard(dirty);
  // Unsaved words survive a reload: kept in this browser until saved, offered back on return.
  const kept = useKeptDraft(`page-draft:${page.slug}`, text, dirty);
  const replace = (stored: StoredPage) => {
    setCurrent(stored);
    setText(toForm(stored, defaultTitles));
  };

  async function store(baseRevision = current.revision) {
    const input = { text, baseRevision };
    const stored = await save(pageProblems(input), () => contentApi.savePage(token, page.slug, input));
    if (stored) kept.saved();
    return stored;
  }
  const send = async (baseRevision?: number) => (await store(baseRevision)) && onDone(true);

  const editor = (
    <EditorForm
      labels={labels}
      heading={
        <h2 className="text-xl font-semibold" dir="ltr">
          /{page.slug}
        </h2>
      }
      notice={notice}
      draft={
        kept.offer && (
          <KeptDraftNotice
            text={labels.history}
            locale={labels.locale}
            at={kept.offer.at}
            onRestore={() => kept.offer && setText(kept.offer.value)}
            onDiscard={kept.dismiss}
          />
        )
      }
      busy={busy}
      onSave={() => void send()}
      onCancel={() => onDone(false)}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {(['en', 'ar'] as const).map((language) => (
          <fieldset key={language} className="flex flex-col gap-4 rounded-xl border border-border p-4">
            <legend className="px-1 text-sm font-semibold">{language === 'en' ? words.english : words.arabic}</legend>
            <AdminField
              id={`page-${language}-title`}
              label={words.pages.fields.title}
              error={errors[`text.${language}.title`]}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  value={text[language].title}
                  onChange={(e) => setText({ ...text, [language]: { ...text[language], title: e.target.value } })}
                  className={inputClass}
                />
              )}
            </AdminField>
            <AdminField
              id={`page-${language}-body`}
              label={words.pages.fields.body}
              error={errors[`text.${language}.body`]}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  rows={16}
                  value={text[language].body}
                  onChange={(e) => setText({ ...text, [language]: { ...text[language], body: e.target.value } })}
                  className={`${inputClass} resize-y font-mono text-sm`}
                />
              )}
            </AdminField>
          </fieldset>
        ))}
      </div>
    </EditorForm>
  );
  return (
    <ContentHistory
      labels={labels}
      token={token}
      api={history}
      item={current}
      write="pages.write"
      run={run}
      conflict={conflicted ? () => pageSnapshot(text) : null}
      onSaveMine={(theirs) => void send(theirs)}
      onReplace={replace}
      onCloseConflict={() => setConflicted(false)}
      saveFirst={async () => (await store())?.revision ?? null}
    >
      {editor}
    </ContentHistory>
  );
}
