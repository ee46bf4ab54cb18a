'use client';

import { useCallback, useState } from 'react';
import { ApiError, UnauthorizedError } from '../admin-api';

export type Notice = { kind: 'error' | 'success'; text: string } | null;

/**
 * Runs admin calls for a panel: a refused token ends the session, a database outage (503) and
 * any other failure show a message in the page's language, and `busy` covers the call.
 */
export function useAdminAction(text: { dbDown: string; failed: string }, onSessionEnded: () => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>, success?: (result: T) => string): Promise<T | undefined> => {
      setBusy(true);
      setNotice(null);
      try {
        const result = await action();
        if (success) setNotice({ kind: 'success', text: success(result) });
        return result;
      } catch (error) {
        if (error instanceof UnauthorizedError) onSessionEnded();
        else
          setNotice({
            kind: 'error',
            text: error instanceof ApiError && error.status === 503 ? text.dbDown : text.failed,
          });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [onSessionEnded, text.dbDown, text.failed],
  );
  return { busy, notice, setNotice, run };
}
