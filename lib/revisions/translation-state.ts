import type { RevisionKind } from './types';

export function changedLanguages(kind: RevisionKind, changed: readonly string[]): string[] {
  return Object.entries(kind.languages)
    .filter(([, fields]) => fields.some((field) => changed.includes(field)))
    .map(([language]) => language);
}

/** For an item holding every language: the changed ones are current again, the untouched ones may be behind. */
export function outdatedAfterSave(kind: RevisionKind, changed: readonly string[], before: readonly string[]): string[] {
  const touched = changedLanguages(kind, changed);
  if (touched.length === 0) return [...before];
  const untouched = Object.keys(kind.languages).filter((language) => !touched.includes(language));
  return [...new Set([...before, ...untouched])].filter((language) => !touched.includes(language));
}
