import { useCallback, useRef } from 'react';
import { firstTouch } from './first-touch';
import { postForm, type SubmitOutcome } from './send-form';
import { newSubmissionKey } from '@/lib/forms/submission-key';

/**
 * postForm with an idempotency key and the first touch. The key is kept after a network failure or a 5xx
 * (the server may have stored it), so a retry cannot store twice; any other answer gets the next a new key.
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
