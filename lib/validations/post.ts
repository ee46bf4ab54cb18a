import { z } from 'zod';
import { categoryValues, findCategory } from '@/lib/posts/categories';

export const POST_LIMITS = { title: 200, description: 1000, content: 50_000, author: 100 } as const;

// The spec's own client appends `author` even when it has none, which arrives as the text
// "undefined"; such placeholders mean "not given", never a name.
const notGiven = (v: unknown) =>
  typeof v === 'string' && ['', 'undefined', 'null'].includes(v.trim().toLowerCase()) ? undefined : v;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * The text fields of a post form (multipart on the API, controlled inputs in the admin form).
 * Optional fields stay undefined when absent: creating fills defaults, updating keeps stored values.
 */
export const postFieldsSchema = z.object({
  title: text('Title', POST_LIMITS.title),
  description: text('Description', POST_LIMITS.description),
  category: z.preprocess(
    (v) => (typeof notGiven(v) === 'string' ? (findCategory(v as string)?.value ?? v) : undefined),
    z.enum(categoryValues, { error: `Category must be one of: ${categoryValues.join(', ')}` }).optional(),
  ),
  content: z
    .string()
    // Browsers send form text with CRLF line ends; Markdown is stored with plain LF.
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(POST_LIMITS.content, `Content must be at most ${POST_LIMITS.content} characters`))
    .optional(),
  author: z.preprocess(notGiven, text('Author', POST_LIMITS.author).optional()),
});

export type PostFields = z.infer<typeof postFieldsSchema>;
