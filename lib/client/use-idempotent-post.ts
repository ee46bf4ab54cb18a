import { useCallback, useRef } from 'react';
import { firstTouch } from './first-touch';
import { postForm, type SubmitOutcome } from './send-form';
import { newSubmissionKey } from '@/lib/forms/submission-key';

/**
 * postForm for one form island, sending an idempotency key and the visit's first touch with each submission. The key is kept
 * after a network failure or a 5xx, where the server may have stored the submission anyway, so
 * trying again cannot store it twice; any other answer settles the submission and the next one
 * gets a new key.
 */
export function useIdempotentPost(url: string): (data: Record<string, unknown>) => Promise<SubmitOutcome> {
  const key = useRef<string | null>(null);
  return useCallback(
    async (data) => {
      key.current ??= newSubmissionKey();
      const outcome = await postForm(url, { ...data, ...firstTouch(), idempotencyKey: key.current });
      if (outcome.status !== 'serverError') key.current = null;
      return outcome;
    },
    [url],
  );
}
