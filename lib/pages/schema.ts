import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { PAGE_SLUGS, type PageSlug } from '@/lib/constants/site-content';
import { issueProblems, type ProblemCode } from '@/lib/forms/problem-codes';

// Both languages at once: each needs its title; an empty text shows "Coming soon..." in that language.

export const PAGE_LIMITS = { title: 200, body: 50_000 } as const;
// Both bodies at their longest in Arabic (two bytes a letter), and the JSON around them.
export const PAGE_BODY_BYTES = 256 * 1024;

export const isPageSlug = (slug: unknown): slug is PageSlug =>
  typeof slug === 'string' && (PAGE_SLUGS as readonly string[]).includes(slug);

const words = z.strictObject(
  {
    title: z.string({ error: 'required' }).trim().min(1, 'required').max(PAGE_LIMITS.title, 'tooLong'),
    // Browsers send CRLF; Markdown is stored with LF.
    body: z
      .string({ error: 'required' })
      .transform((body) => body.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(PAGE_LIMITS.body, 'tooLong')),
  },
  { error: 'required' },
);

export const pageFieldsSchema = z.strictObject({
  text: z.strictObject({ en: words, ar: words }, { error: 'required' }),
  /** 0: never saved; API clients may leave it out. */
  baseRevision: z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').nullable().optional(),
});

export type PageFields = z.output<typeof pageFieldsSchema>;
export type PageInput = z.input<typeof pageFieldsSchema>;

/** "text.ar.title" → "required"; empty when valid. */
export function pageProblems(input: unknown): Record<string, ProblemCode> {
  const parsed = pageFieldsSchema.safeParse(input);
  return parsed.success ? {} : issueProblems(parsed.error.issues);
}
