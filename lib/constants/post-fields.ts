// Every field of a stored post, once: models/post.ts and lib/posts/types.ts derive schema and types from it.
import { categoryValues, postLanguages, postStatuses } from './post-values';

/** `time`: Date stored, ISO text outside; `id`: ObjectId stored, hex outside; `internal`: never shown. */
type FieldSpec = {
  type: 'text' | 'flag' | 'count' | 'time' | 'id' | 'texts';
  required?: true;
  trim?: true;
  enum?: readonly string[];
  default?: string | boolean | number | null | readonly [];
  internal?: true;
};

export const postFields = {
  title: { type: 'text', required: true, trim: true },
  description: { type: 'text', required: true, trim: true },
  /** Markdown, rendered without raw HTML. */
  content: { type: 'text', default: '' },
  category: { type: 'text', required: true, enum: categoryValues },
  /** A file name in UPLOAD_DIR, an absolute http(s) URL, or null. */
  image: { type: 'text', default: null },
  /** '' when none or decorative. */
  imageAlt: { type: 'text', default: '' },
  imageDecorative: { type: 'flag', default: false },
  /** `author` and `user` in the API's JSON carry the same value. */
  author: { type: 'text', required: true, trim: true },
  language: { type: 'text', required: true, enum: postLanguages },
  /** Public only when 'published' and publishAt has passed. */
  status: { type: 'text', required: true, enum: postStatuses, default: 'published' },
  publishAt: { type: 'time', default: null },
  /** Kept pointing both ways by lib/posts/translations. */
  translationId: { type: 'id', default: null },
  slug: { type: 'text', required: true },
  /** Answered with a permanent redirect. */
  previousSlugs: { type: 'texts', default: [], internal: true },
  /** Bumped by every save; a save names the one it edited. */
  revision: { type: 'count', default: 0 },
  translationOutdated: { type: 'flag', default: false },
  /** The embedded database has no $text index. */
  searchText: { type: 'text', required: true, internal: true },
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof postFields;
export type PostFieldName = keyof Fields;

export type ShownPostField = { [K in PostFieldName]: Fields[K] extends { internal: true } ? never : K }[PostFieldName];

type Held<S, Id, Time> = S extends { type: 'text'; enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'text' }
    ? string
    : S extends { type: 'flag' }
      ? boolean
      : S extends { type: 'count' }
        ? number
        : S extends { type: 'time' }
          ? Time
          : S extends { type: 'id' }
            ? Id
            : string[];

export type PostFieldValues<Id, Time> = {
  -readonly [K in PostFieldName]: Held<Fields[K], Id, Time> | (Fields[K] extends { default: null } ? null : never);
};
