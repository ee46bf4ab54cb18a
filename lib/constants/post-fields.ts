// Every field of a stored post, once: models/post.ts and lib/posts/types.ts derive the schema and
// the types from it, so a new field is one row here (plus its place in the JSON order).
import { categoryValues, postLanguages, postStatuses } from './post-values';

/**
 * `type`: how the value is held (`time`: Date stored, ISO text outside; `id`: ObjectId stored, hex outside).
 * The other keys are the model's rules; `internal`: kept for lookups, never shown.
 */
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
  /** The cover's text alternative, in the post's language ('' when none or decorative). */
  imageAlt: { type: 'text', default: '' },
  /** The cover adds nothing a reader needs: shown with an empty alt on purpose. */
  imageDecorative: { type: 'flag', default: false },
  /** The author's display name; `author` and `user` in the API's JSON carry the same value. */
  author: { type: 'text', required: true, trim: true },
  /** The blog the post belongs to; its page lives under that language only. */
  language: { type: 'text', required: true, enum: postLanguages },
  /** Public only when 'published' and publishAt has passed (a later publishAt is "scheduled"). */
  status: { type: 'text', required: true, enum: postStatuses, default: 'published' },
  /** Null for a draft never given a time. */
  publishAt: { type: 'time', default: null },
  /** The same post in the other language; kept pointing both ways by lib/posts/translations. */
  translationId: { type: 'id', default: null },
  /** Unique per language. */
  slug: { type: 'text', required: true },
  /** Slugs this post had before, answered with a permanent redirect. */
  previousSlugs: { type: 'texts', default: [], internal: true },
  /** Bumped by every save (0 for a post never saved since history began): a save names the one it edited. */
  revision: { type: 'count', default: 0 },
  /** The linked translation changed after this post was last saved: its text may be behind. */
  translationOutdated: { type: 'flag', default: false },
  /** normalizeSearchText(title + description): the embedded database has no $text index. */
  searchText: { type: 'text', required: true, internal: true },
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof postFields;
export type PostFieldName = keyof Fields;

/** The fields pages and the API show: all but the internal ones. */
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

/** The fields' values with ids held as `Id` and times as `Time` (ObjectId and Date when stored). */
export type PostFieldValues<Id, Time> = {
  -readonly [K in PostFieldName]: Held<Fields[K], Id, Time> | (Fields[K] extends { default: null } ? null : never);
};
