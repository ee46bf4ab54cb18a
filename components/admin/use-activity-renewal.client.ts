'use client';

import { useEffect } from 'react';
import { call, UnauthorizedError } from './admin-api';

/** Typing or clicking renews the session at most this often, well inside the hour it may stay idle. */
const RENEW_EVERY_MS = 5 * 60_000;

/**
 * The server renews a session on each call; someone writing a long post makes none, so their
 * typing and clicks ask it now and then. A session found ended is reported (`idle`: it had idled
 * out); a failed request is not an ended session and changes nothing.
 */
export function useActivityRenewal(token: string | null, onEnded: (idle: boolean) => void) {
  useEffect(() => {
    if (!token) return;
    let last = Date.now();
    const renew = () => {
      if (Date.now() - last < RENEW_EVERY_MS) return;
      last = Date.now();
      call('/protected', token).catch((error) => {
        if (error instanceof UnauthorizedError) onEnded(error.idle);
      });
    };
    document.addEventListener('keydown', renew, { passive: true });
    document.addEventListener('pointerdown', renew, { passive: true });
    return () => {
      document.removeEventListener('keydown', renew);
      document.removeEventListener('pointerdown', renew);
    };
  }, [token, onEnded]);
}
