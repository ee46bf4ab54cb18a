import mongoose, { Schema, type Model, type SchemaDefinition, type Types } from 'mongoose';
import { postFields, type PostFieldValues } from '@/lib/constants/post-fields';

/** A stored post: the fields of lib/constants/post-fields.ts, plus its id and timestamps. */
export type PostDoc = { _id: Types.ObjectId } & PostFieldValues<Types.ObjectId, Date> & {
    createdAt: Date;
    updatedAt: Date;
  };

const STORED_AS = {
  text: String,
  flag: Boolean,
  count: Number,
  time: Date,
  id: Schema.Types.ObjectId,
  texts: [String],
} as const;

// The table's rows with their mongoose type; `internal` only says what is shown, not how it is kept.
const definition = Object.fromEntries(
  Object.entries(postFields).map(([name, field]) => {
    const options: Record<string, unknown> = { ...field, type: STORED_AS[field.type] };
    delete options.internal;
    return [name, options];
  }),
) as SchemaDefinition<PostDoc>;

const schema = new Schema<PostDoc>(definition, { timestamps: true, versionKey: false });

// A slug is unique within its blog: the English and the Arabic post may share one.
schema.index({ language: 1, slug: 1 }, { unique: true });
// Public listings: one blog, newest publication first; _id breaks ties so pages never overlap.
schema.index({ language: 1, status: 1, publishAt: -1, _id: -1 });
schema.index({ createdAt: -1, _id: -1 });
schema.index({ previousSlugs: 1 });

export const PostModel: Model<PostDoc> =
  (mongoose.models.Post as Model<PostDoc>) ?? mongoose.model<PostDoc>('Post', schema);
