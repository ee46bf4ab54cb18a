'use client';

import { useState } from 'react';
import { ApiError } from '../admin-api';
import type { InboxLabels } from '../inbox/labels';
import { useAdminAction } from '../inbox/use-admin-action';

type Words = InboxLabels['content'];

// Fields written once per language ("text.ar.title", "imageAlt.en", "values.home.accuracy.ar").
const PER_LANGUAGE = /(^text\.|^imageAlt\.|\.(en|ar)$)/;

/** Field problems (codes from lib/forms/problem-codes.ts) worded in the admin's language. */
export function wordProblems(problems: Record<string, string>, words: Words): Record<string, string> {
  const known = words.problems as Record<string, string>;
  const word = (field: string, code: string) =>
    code === 'required' && PER_LANGUAGE.test(field) ? known.requiredLanguage! : (known[code] ?? known.invalid!);
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, word(field, code)]));
}

/**
 * A content form's save: checked first in the browser with the route's own schema, then sent; a
 * 400 shows the server's field problems, in the admin's language, and nothing was saved; a 409
 * sets `conflicted` (nothing was saved either).
 */
export function useContentSave(labels: InboxLabels, onSessionEnded: () => void) {
  const words = labels.content;
  const action = useAdminAction(labels.inbox, onSessionEnded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Someone else saved since the editor opened (409): the editor's conflict dialog explains it.
  const [conflicted, setConflicted] = useState(false);

  async function save<T>(problems: Record<string, string>, work: () => Promise<T>): Promise<T | undefined> {
    setErrors(wordProblems(problems, words));
    setConflicted(false);
    if (Object.keys(problems).length > 0) {
      action.setNotice({ kind: 'error', text: words.saveFailed });
      return undefined;
    }
    let refused: Record<string, string> | null = null;
    const result = await action.run(async () => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setConflicted(true);
          return undefined;
        }
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        refused = error.errors;
        return undefined;
      }
    });
    if (refused) {
      setErrors(wordProblems(refused, words));
      action.setNotice({ kind: 'error', text: words.saveFailed });
      return undefined;
    }
    if (result !== undefined) action.setNotice({ kind: 'success', text: words.saved });
    return result;
  }

  return { ...action, errors, setErrors, save, conflicted, setConflicted };
}
