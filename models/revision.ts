import mongoose, { Schema, type Model } from 'mongoose';

/** One saved state of an edited item (a post, an event, a page): lib/revisions keeps them. */
export type RevisionDoc = {
  /** `kind:itemId:revision`: every read of one revision, and the one-writer rule, go by _id (FerretDB scans other filters). */
  _id: string;
  /** Which collection the item lives in: 'post', 'event', 'page'. */
  kind: string;
  itemId: string;
  /** The item's revision number after this save: 1, 2, … (0: the state before history began). */
  revision: number;
  /** Who saved, as they were named then (null for the state found before history began). */
  staffId: string | null;
  staffName: string;
  savedAt: Date;
  /** The editable fields after the save, flat ('title', or 'title.en' for a two-language item). */
  snapshot: Record<string, unknown>;
  /** The snapshot's fields that differ from the revision before ([] for the first). */
  changed: string[];
  /** 'save', 'restore' (then `restoredFrom` names the revision brought back) or 'baseline'. */
  action: 'save' | 'restore' | 'baseline';
  restoredFrom: number | null;
};

const schema = new Schema<RevisionDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    itemId: { type: String, required: true },
    revision: { type: Number, required: true },
    staffId: { type: String, default: null },
    staffName: { type: String, default: '' },
    savedAt: { type: Date, required: true },
    snapshot: { type: Schema.Types.Mixed, required: true },
    changed: { type: [String], default: [] },
    action: { type: String, required: true, enum: ['save', 'restore', 'baseline'] },
    restoredFrom: { type: Number, default: null },
  },
  { versionKey: false, minimize: false },
);

// The admin's history list: one item's revisions, newest first.
schema.index({ kind: 1, itemId: 1, revision: -1 });

export const RevisionModel: Model<RevisionDoc> =
  (mongoose.models.Revision as Model<RevisionDoc>) ?? mongoose.model<RevisionDoc>('Revision', schema);
