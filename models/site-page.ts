import mongoose, { Schema, type Model } from 'mongoose';
import { PAGE_SLUGS, type Bilingual, type PageSlug } from '@/lib/constants/site-content';

/** A page's words in one language: an empty body shows the "Coming soon..." text. */
export type PageText = { title: string; body: string };

/** One of the pages the admin writes (PAGE_SLUGS), in Markdown, keyed by its slug. */
export type SitePageDoc = {
  _id: PageSlug;
  text: Bilingual<PageText>;
  /** 1 on the first save, one more on every save. */
  revision: number;
  /** Languages whose words may be behind the other's (changed after them): the admin flags them. */
  outdatedLanguages: string[];
  updatedBy: string;
  updatedAt: Date;
};

const words = { title: { type: String, default: '' }, body: { type: String, default: '' } };

const schema = new Schema<SitePageDoc>(
  {
    _id: { type: String, required: true, enum: PAGE_SLUGS },
    text: { en: words, ar: words },
    // No default: the first save's $inc makes it 1 (a default would clash with $inc on upsert).
    revision: { type: Number, required: true },
    outdatedLanguages: { type: [String], default: [] },
    updatedBy: { type: String, default: '' },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false, collection: 'pages' },
);

export const SitePageModel: Model<SitePageDoc> =
  (mongoose.models.SitePage as Model<SitePageDoc>) ?? mongoose.model<SitePageDoc>('SitePage', schema);
