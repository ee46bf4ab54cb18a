'use client';

import { useEffect, useState } from 'react';

type Kept<T> = { value: T; at: string };

function read<T>(key: string): Kept<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Kept<T>) : null;
  } catch {
    return null;
  }
}

/** Drops what was kept under `key` (its text was saved some other way, e.g. before a restore). */
export function forgetKeptDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}

/**
 * Keeps an editor's unsaved text in this browser (localStorage, under `key`) until it is saved, so
 * a reload or a closed tab loses nothing: on return `offer` holds what was kept when it differs
 * from the stored text. `saved()` forgets it; `dismiss()` drops the offer and the copy.
 */
export function useKeptDraft<T>(key: string, value: T, dirty: boolean) {
  const [offer, setOffer] = useState<Kept<T> | null>(null);
  const [stored] = useState(() => JSON.stringify(value));
  useEffect(() => {
    const kept = read<T>(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is read after hydration
    if (kept && JSON.stringify(kept.value) !== stored) setOffer(kept);
    else if (kept) forgetKeptDraft(key);
  }, [key, stored]);
  useEffect(() => {
    if (!dirty) return;
    try {
      localStorage.setItem(key, JSON.stringify({ value, at: new Date().toISOString() }));
    } catch {
      // Full or unavailable storage: the unsaved-changes question still guards the text.
    }
  }, [key, value, dirty]);
  const saved = () => (forgetKeptDraft(key), setOffer(null));
  return { offer, saved, dismiss: saved };
}
