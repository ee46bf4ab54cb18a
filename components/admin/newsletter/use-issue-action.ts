'use client';

import { useCallback, useState } from 'react';
import { ApiError, UnauthorizedError } from '../admin-api';
import type { InboxLabels } from '../inbox/labels';
import type { Notice } from '../inbox/use-admin-action';

type Errors = InboxLabels['newsletter']['errors'];

/**
 * Runs a newsletter call: a refused token ends the session; a refusal's codes (per field, or
 * `form` for the whole request) become sentences in the admin's language, fields marked.
 */
export function useIssueAction(errors: Errors, onSessionEnded: () => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const run = useCallback(
    async <T>(action: () => Promise<T>, success?: (result: T) => string): Promise<T | undefined> => {
      setBusy(true);
      setNotice(null);
      setFieldErrors({});
      try {
        const result = await action();
        if (success) setNotice({ kind: 'success', text: success(result) });
        return result;
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          onSessionEnded();
          return undefined;
        }
        const codes = error instanceof ApiError ? error.errors : {};
        const { form, ...fields } = codes;
        setFieldErrors(fields);
        const first = form ?? Object.values(fields)[0];
        const text =
          error instanceof ApiError && error.status === 503
            ? errors.dbDown
            : (errors[first as keyof Errors] ?? errors.failed);
        setNotice({ kind: 'error', text });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [errors, onSessionEnded],
  );
  return { busy, notice, fieldErrors, run };
}
