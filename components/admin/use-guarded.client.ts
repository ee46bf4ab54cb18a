'use client';

import { useCallback, useState } from 'react';
import { ApiError, UnauthorizedError } from './admin-api';
import type { AdminText } from './labels';
import { localizeErrors } from './post-form-errors';

/**
 * The post manager's way of running an admin call: a refused token ends the session, field
 * problems go beside their fields (`serverErrors`), other failures to the banner (`error`).
 */
export function useGuarded(text: AdminText, onSessionEnded: () => void) {
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [error, setError] = useState<string | null>(null);

  const guarded = useCallback(
    async <T>(action: () => Promise<T>, failure: string): Promise<T | undefined> => {
      try {
        return await action();
      } catch (err) {
        if (err instanceof UnauthorizedError) onSessionEnded();
        else if (err instanceof ApiError && err.status === 400 && err.errors) {
          // Shown beside their fields by the form (a taken slug, a missing image text).
          setServerErrors(localizeErrors(err.errors, text));
        } else {
          const detail =
            err instanceof ApiError && err.status === 413
              ? text.imageTooLarge
              : err instanceof ApiError && err.status === 415
                ? text.imageWrongType
                : null;
          setError(detail ? `${failure}: ${detail}` : failure);
        }
        return undefined;
      }
    },
    [onSessionEnded, text],
  );
  return { guarded, error, setError, serverErrors, setServerErrors };
}
