import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { ISSUE_FALLBACKS, ISSUE_LANGUAGES, ISSUE_LIMITS, type IssueLanguage } from '@/lib/constants/newsletter-issue';
import { readIssue } from './markdown';

// Each problem is a code the admin island turns into a sentence (components/admin/newsletter).
export const ISSUE_ERROR_CODES = ['required', 'tooLong', 'image', 'html', 'noVersion', 'past', 'invalid'] as const;
export type IssueErrorCode = (typeof ISSUE_ERROR_CODES)[number];

const line = (max: number) => z.string().trim().max(max, 'tooLong').default('');
const body = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(ISSUE_LIMITS.body, { message: 'tooLong', abort: true })
      // An image that is not an upload, or any HTML, is refused (./markdown.ts).
      .superRefine((markdown, ctx) => {
        const [problem] = readIssue(markdown).problems;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  )
  .default('');

const fields = {
  enSubject: line(ISSUE_LIMITS.subject),
  enPreheader: line(ISSUE_LIMITS.preheader),
  enBody: body,
  arSubject: line(ISSUE_LIMITS.subject),
  arPreheader: line(ISSUE_LIMITS.preheader),
  arBody: body,
  fallback: z.enum(ISSUE_FALLBACKS, { error: 'invalid' }).default('other'),
};

type Key = `${IssueLanguage}${'Subject' | 'Body'}`;

/** An action on any other revision is refused (409). */
const revision = z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid');

/** A language with a subject or body needs both; at least one language. */
const written = <T extends Record<Key, string>>(schema: z.ZodType<T>) =>
  schema.superRefine((input, ctx) => {
    const languages = ISSUE_LANGUAGES.filter((lang) => input[`${lang}Subject`] || input[`${lang}Body`]);
    if (languages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['enSubject'], message: 'noVersion' });
      return;
    }
    for (const lang of languages) {
      for (const key of [`${lang}Subject`, `${lang}Body`] as Key[]) {
        if (!input[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
      }
    }
  });
export const issueInputSchema = written(z.strictObject(fields));
export const issueSaveSchema = written(z.strictObject({ ...fields, revision: revision.optional() }));
export type IssueInput = z.infer<typeof issueInputSchema>;

export const writtenLanguages = (input: Pick<IssueInput, Key>): IssueLanguage[] =>
  ISSUE_LANGUAGES.filter((lang) => input[`${lang}Subject`] && input[`${lang}Body`]);

/** A time must still be ahead. */
export const sendRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('now'), revision: revision.optional() }),
  z.strictObject({
    mode: z.literal('schedule'),
    revision: revision.optional(),
    at: z.iso.datetime({ offset: true, error: 'invalid' }).refine((at) => new Date(at).getTime() > Date.now(), 'past'),
  }),
]);
export type SendRequest = z.infer<typeof sendRequestSchema>;

export const testRequestSchema = z.strictObject({ revision: revision.optional() });

export const fromPostSchema = z.strictObject({ postId: z.string().regex(/^[a-f0-9]{24}$/, 'invalid') });
