'use client';

import { useEffect } from 'react';

// One editor is open at a time: whether it holds unsaved changes is page-wide state that the tab
// bar, Cancel and Sign out ask before leaving it.
let unsaved = false;

/** True when nothing would be lost, or the person agreed to lose it. */
export function confirmLeave(question: string): boolean {
  if (!unsaved) return true;
  if (!window.confirm(question)) return false;
  unsaved = false;
  return true;
}

/** Marks the editor's changes as unsaved while `dirty`, and asks before the page unloads. */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    unsaved = dirty;
    if (!dirty) return;
    // The browser shows its own question; preventDefault is what asks for it.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
      unsaved = false;
    };
  }, [dirty]);
}
