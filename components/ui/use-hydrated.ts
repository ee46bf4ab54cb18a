'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, true after. A form's
 * submit button stays disabled until then: pressed earlier, the browser would submit the form
 * itself, a GET that puts every field (an email address, a password) in the address bar and the
 * server's logs, and sends nothing (seen once in CI on the password-reset page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
