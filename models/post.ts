import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { categoryValues, type CategoryValue } from '@/lib/posts/categories';

export interface PostDoc {
  _id: Types.ObjectId;
  title: string;
  description: string;
  /** Markdown, rendered without raw HTML. */
  content: string;
  category: CategoryValue;
  /** A file name in UPLOAD_DIR, an absolute http(s) URL, or null. */
  image: string | null;
  author: string;
  slug: string;
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
    author: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true },
    searchText: { type: String, required: true },
  },
  { timestamps: true, versionKey: false },
);

// Newest first, alone and within a category; _id breaks ties so pages never overlap.
schema.index({ createdAt: -1, _id: -1 });
schema.index({ category: 1, createdAt: -1, _id: -1 });

export const PostModel: Model<PostDoc> =
  (mongoose.models.Post as Model<PostDoc>) ?? mongoose.model<PostDoc>('Post', schema);
