'use client';

import { useCallback, useEffect, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import type { StoredPage } from '@/lib/pages/reads';
import { localePath } from '@/lib/routing/locale-path';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { contentApi } from './content-api';
import { OutdatedBadges } from './outdated';
import { PageForm } from './page-form.client';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

/** The twelve Markdown pages: which have text, and the editor for one of them. */
export function PagesPanel({ token, labels, onSessionEnded }: Props) {
  const titles = labels.pageTitles;
  const words = labels.content;
  const [pages, setPages] = useState<StoredPage[] | null>(null);
  const [editing, setEditing] = useState<StoredPage | null>(null);
  const { notice, setNotice, run } = useAdminAction(labels.inbox, onSessionEnded);

  const reload = useCallback(() => {
    void run(() => contentApi.pages(token)).then((list) => list && setPages(list));
  }, [run, token]);
  useEffect(reload, [reload]);

  if (editing) {
    return (
      <PageForm
        token={token}
        labels={labels}
        page={editing}
        defaultTitles={titles}
        onSessionEnded={onSessionEnded}
        onDone={(saved) => {
          setEditing(null);
          reload();
          // The editor closes on save: the list, where the person now looks, says what happened.
          if (saved) setNotice({ kind: 'success', text: words.saved });
        }}
      />
    );
  }
  const written = (page: StoredPage) => page.text.en.body !== '' || page.text.ar.body !== '';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{words.pages.intro}</p>
      <NoticeLine notice={notice} />
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" data-testid="admin-pages">
        {(pages ?? []).map((page) => (
          <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex flex-col gap-1">
              <span className="font-medium">
                {page.text[labels.locale].title || titles[`${labels.locale}:${page.slug}`]}
              </span>
              <span className="text-sm text-muted" dir="ltr">
                /{page.slug} · {written(page) ? words.pages.written : words.pages.notWritten}
              </span>
              {page.outdatedLanguages.length > 0 && (
                <span className="flex flex-wrap gap-2">
                  <OutdatedBadges labels={labels} languages={page.outdatedLanguages} />
                </span>
              )}
            </div>
            <div className="flex gap-2">
              <a href={localePath(labels.locale, `/${page.slug}`)} className={adminButtonClass.small}>
                {words.view}
              </a>
              <button type="button" className={adminButtonClass.small} onClick={() => setEditing(page)}>
                {words.edit}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
