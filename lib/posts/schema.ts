import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { categoryValues, findCategory } from '@/lib/posts/categories';
import { isValidSlug, postLanguages, postStatuses, SLUG_MAX } from '@/lib/posts/language';

export const POST_LIMITS = { title: 200, description: 1000, content: 50_000, author: 100, imageAlt: 300 } as const;

// The original admin client sends the text "undefined" for a missing author: not given.
const notGiven = (v: unknown) =>
  typeof v === 'string' && ['', 'undefined', 'null'].includes(v.trim().toLowerCase()) ? undefined : v;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(notGiven, schema.optional());

/** Absent optional fields stay undefined (create fills defaults, update keeps values); empty translationId or publishAt means null. */
export const postFieldsSchema = z.object({
  title: text('Title', POST_LIMITS.title),
  description: text('Description', POST_LIMITS.description),
  category: z.preprocess(
    (v) => (typeof notGiven(v) === 'string' ? (findCategory(v as string)?.value ?? v) : undefined),
    z.enum(categoryValues, { error: `Category must be one of: ${categoryValues.join(', ')}` }).optional(),
  ),
  content: z
    .string()
    // Browsers send CRLF; Markdown is stored with LF.
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(POST_LIMITS.content, `Content must be at most ${POST_LIMITS.content} characters`))
    .optional(),
  author: optional(text('Author', POST_LIMITS.author)),
  language: optional(z.enum(postLanguages, { error: `Language must be one of: ${postLanguages.join(', ')}` })),
  status: optional(z.enum(postStatuses, { error: `Status must be one of: ${postStatuses.join(', ')}` })),
  publishAt: z
    .string()
    .trim()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Publish date must be a date and time')
    .transform((v) => (v === '' ? null : new Date(v)))
    .optional(),
  slug: optional(
    z
      .string()
      .trim()
      .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
      .refine(isValidSlug, 'Slug may hold only lower-case letters, digits and single dashes'),
  ),
  imageAlt: z
    .string()
    .trim()
    .max(POST_LIMITS.imageAlt, `Image text must be at most ${POST_LIMITS.imageAlt} characters`)
    .optional(),
  imageDecorative: z
    .enum(['true', 'false', '1', '0', 'on'], { error: 'imageDecorative must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'on')
    .optional(),
  translationId: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[a-f0-9]{24}$/i.test(v), 'Translation must be a post id')
    .transform((v) => v || null)
    .optional(),
});

export type PostFields = z.infer<typeof postFieldsSchema>;

export type PostFieldProblem = 'required' | 'invalid' | { tooLong: number };

// Present and still wrong, rather than missing.
const FORMAT_CHECKED = new Set(['slug', 'publishAt']);

/** Each field's first problem under the route's schema, plus the cover's text alternative rule. */
export function postFieldProblems(
  fields: Record<string, string>,
  cover: { hasImage: boolean; decorative: boolean },
): Record<string, PostFieldProblem> {
  const parsed = postFieldsSchema.safeParse(fields);
  const problems: Record<string, PostFieldProblem> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    const max = POST_LIMITS[field as keyof typeof POST_LIMITS];
    problems[field] ??=
      issue.code === 'too_big' && max ? { tooLong: max } : FORMAT_CHECKED.has(field) ? 'invalid' : 'required';
  }
  if (cover.hasImage && !cover.decorative && !fields.imageAlt?.trim()) problems.imageAlt = 'required';
  return problems;
}
