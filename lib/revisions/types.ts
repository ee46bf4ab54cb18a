/**
 * What lib/revisions needs to know of a kind of item (posts, events, pages): its name, and which
 * snapshot fields belong to which language (a post holds one language; an event holds both, as
 * 'titleEn' and 'titleAr': snapshot keys are stored as field names, which may not hold dots).
 * Fields of no language (a date, a status) are listed in neither.
 */
export type RevisionKind = {
  name: string;
  languages: Record<string, readonly string[]>;
};

/** The editable fields of an item, flat: a value is text, a flag, a number, a list of texts or null. */
export type Snapshot = Record<string, string | boolean | number | string[] | null>;

/** Who saved, as named at the time. */
export type Saver = { id: string | null; name: string };

/** One line of an item's history (its snapshot is read on its own). */
export type RevisionSummary = {
  revision: number;
  staffId: string | null;
  staffName: string;
  savedAt: string;
  changed: string[];
  action: 'save' | 'restore' | 'baseline';
  restoredFrom: number | null;
};

export type RevisionDetail = RevisionSummary & { snapshot: Snapshot };
