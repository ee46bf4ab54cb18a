import type { RevisionKind } from './types';

/** The languages whose fields a save changed (a post's one language, or any of an event's two). */
export function changedLanguages(kind: RevisionKind, changed: readonly string[]): string[] {
  return Object.entries(kind.languages)
    .filter(([, fields]) => fields.some((field) => changed.includes(field)))
    .map(([language]) => language);
}

/**
 * For an item that holds every language itself: which languages may be outdated after a save.
 * A language the save changed is up to date again; when some language changed, the ones it did
 * not touch may now be behind it. (Items whose translations are separate documents, like posts,
 * flag the linked document instead, when changedLanguages is not empty.)
 */
export function outdatedAfterSave(kind: RevisionKind, changed: readonly string[], before: readonly string[]): string[] {
  const touched = changedLanguages(kind, changed);
  if (touched.length === 0) return [...before];
  const untouched = Object.keys(kind.languages).filter((language) => !touched.includes(language));
  return [...new Set([...before, ...untouched])].filter((language) => !touched.includes(language));
}
