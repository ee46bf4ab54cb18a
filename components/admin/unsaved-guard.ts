'use client';

import { useEffect, useSyncExternalStore } from 'react';

// One editor is open at a time: whether it holds unsaved changes is page-wide state that the tab
// bar, Cancel, Sign out and another record ask about before leaving it. The question itself is
// shown in the page (UnsavedPrompt) so it reads in the admin's language and theme.
let unsaved = false;
type Question = { text: string; answer: (leave: boolean) => void };
let asking: Question | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Whether the open editor holds changes nobody saved. */
export const hasUnsaved = () => unsaved;

/** True when nothing would be lost, or the person agreed to lose it. */
export function confirmLeave(question: string): Promise<boolean> {
  if (!unsaved) return Promise.resolve(true);
  asking?.answer(false);
  return new Promise((resolve) => {
    asking = {
      text: question,
      answer: (leave) => {
        asking = null;
        if (leave) unsaved = false;
        changed();
        resolve(leave);
      },
    };
    changed();
  });
}

/** The question waiting for an answer, if any (read by UnsavedPrompt). */
export function useLeaveQuestion(): Question | null {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => asking,
    () => null,
  );
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
