import mongoose, { Schema, type Model } from 'mongoose';

/** One figure: its id ("home.accuracy") and its text in each language. */
export type StoredFigure = { id: string; en: string; ar: string };

/** The key figures the team edits (`_id: 'figures'`). */
export type SiteFiguresDoc = {
  _id: string;
  /**
   * A list, not an object: figure ids hold dots, which keys may not. A figure missing here shows
   * its shipped value (lib/figures/defaults.ts).
   */
  values: StoredFigure[];
  revision: number;
  updatedBy: string;
  updatedAt: Date;
};

const schema = new Schema<SiteFiguresDoc>(
  {
    _id: { type: String, required: true },
    values: { type: [{ _id: false, id: String, en: String, ar: String }], default: [] },
    // No default: the first save's $inc makes it 1.
    revision: { type: Number, required: true },
    updatedBy: { type: String, default: '' },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false, collection: 'figures' },
);

export const SiteFiguresModel: Model<SiteFiguresDoc> =
  (mongoose.models.SiteFigures as Model<SiteFiguresDoc>) ?? mongoose.model<SiteFiguresDoc>('SiteFigures', schema);
