import '@/lib/forms/zod-setup';
import { z } from 'zod';
import { ISSUE_FALLBACKS, ISSUE_LANGUAGES, ISSUE_LIMITS, type IssueLanguage } from '@/lib/constants/newsletter-issue';
import { readIssue } from './markdown';

// Shared by the admin routes and the admin form. Each problem is a code (the field's message),
// which the admin island turns into a sentence in the admin's language (components/admin/newsletter).
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
      // The reading the mail and the web version show (./markdown.ts): an image that is not an
      // upload (inline, by reference or in HTML), or any other HTML, is refused.
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

/**
 * An issue as the form sends it. A language counts as written when its subject or body has text;
 * then both are required. At least one language must be written.
 */
export const issueInputSchema = z.strictObject(fields).superRefine((input, ctx) => {
  const written = ISSUE_LANGUAGES.filter((lang) => input[`${lang}Subject`] || input[`${lang}Body`]);
  if (written.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['enSubject'], message: 'noVersion' });
    return;
  }
  for (const lang of written) {
    for (const key of [`${lang}Subject`, `${lang}Body`] as Key[]) {
      if (!input[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
    }
  }
});
export type IssueInput = z.infer<typeof issueInputSchema>;

/** The languages an input is written in. */
export const writtenLanguages = (input: Pick<IssueInput, Key>): IssueLanguage[] =>
  ISSUE_LANGUAGES.filter((lang) => input[`${lang}Subject`] && input[`${lang}Body`]);

/** Send now, or at a time (an ISO instant) that must still be ahead. */
export const sendRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('now') }),
  z.strictObject({
    mode: z.literal('schedule'),
    at: z.iso.datetime({ offset: true, error: 'invalid' }).refine((at) => new Date(at).getTime() > Date.now(), 'past'),
  }),
]);
export type SendRequest = z.infer<typeof sendRequestSchema>;

/** Start a new issue from a published post (its linked translation fills the other language). */
export const fromPostSchema = z.strictObject({ postId: z.string().regex(/^[a-f0-9]{24}$/, 'invalid') });
