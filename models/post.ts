import mongoose, { Schema, type Model, type Types } from 'mongoose';
import {
  categoryValues,
  postLanguages,
  postStatuses,
  type CategoryValue,
  type PostLanguage,
  type PostStatus,
} from '@/lib/constants/post-values';

export interface PostDoc {
  _id: Types.ObjectId;
  title: string;
  description: string;
  /** Markdown, rendered without raw HTML. */
  content: string;
  category: CategoryValue;
  /** A file name in UPLOAD_DIR, an absolute http(s) URL, or null. */
  image: string | null;
  /** The cover's text alternative, in the post's language ('' when none or decorative). */
  imageAlt: string;
  /** The cover adds nothing a reader needs: shown with an empty alt on purpose. */
  imageDecorative: boolean;
  author: string;
  /** The blog the post belongs to; its page lives under that language only. */
  language: PostLanguage;
  /** Public only when 'published' and publishAt has passed (a later publishAt is "scheduled"). */
  status: PostStatus;
  publishAt: Date | null;
  /** The same post in the other language; kept pointing both ways by lib/posts/translations. */
  translationId: Types.ObjectId | null;
  /** Unique per language. */
  slug: string;
  /** Slugs this post had before, answered with a permanent redirect. */
  previousSlugs: string[];
  /** normalizeSearchText(title + description): the embedded database has no $text index. */
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<PostDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true, trim: true },
    content: { type: String, default: '' },
    category: { type: String, required: true, enum: categoryValues },
    image: { type: String, default: null },
    imageAlt: { type: String, default: '' },
    imageDecorative: { type: Boolean, default: false },
    author: { type: String, required: true, trim: true },
    language: { type: String, required: true, enum: postLanguages },
    status: { type: String, required: true, enum: postStatuses, default: 'published' },
    publishAt: { type: Date, default: null },
    translationId: { type: Schema.Types.ObjectId, default: null },
    slug: { type: String, required: true },
    previousSlugs: { type: [String], default: [] },
    searchText: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);

// A slug is unique within its blog: the English and the Arabic post may share one.
schema.index({ language: 1, slug: 1 }, { unique: true });
// Public listings: one blog, newest publication first; _id breaks ties so pages never overlap.
schema.index({ language: 1, status: 1, publishAt: -1, _id: -1 });
schema.index({ createdAt: -1, _id: -1 });
schema.index({ previousSlugs: 1 });

export const PostModel: Model<PostDoc> =
  (mongoose.models.Post as Model<PostDoc>) ?? mongoose.model<PostDoc>('Post', schema);
