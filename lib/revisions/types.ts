/** A kind of item (posts, events, pages) and which snapshot fields belong to which language. */
export type RevisionKind = {
  name: string;
  languages: Record<string, readonly string[]>;
};

/** Flat: text, a flag, a number, a list of texts or null. */
export type Snapshot = Record<string, string | boolean | number | string[] | null>;

export type Saver = { id: string | null; name: string };

/** Its snapshot is read on its own. */
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
