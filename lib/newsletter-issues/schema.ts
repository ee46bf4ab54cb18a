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

/** The revision the editor saw (lib/newsletter-issues/store.ts): an action on any other is refused (409). */
const revision = z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid');

/**
 * An issue as the form sends it. A language counts as written when its subject or body has text;
 * then both are required. At least one language must be written.
 */
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
/** A save: the fields and, from the admin, the revision they were typed over (else 409 'stale'). */
export const issueSaveSchema = written(z.strictObject({ ...fields, revision: revision.optional() }));
export type IssueInput = z.infer<typeof issueInputSchema>;

/** The languages an input is written in. */
export const writtenLanguages = (input: Pick<IssueInput, Key>): IssueLanguage[] =>
  ISSUE_LANGUAGES.filter((lang) => input[`${lang}Subject`] && input[`${lang}Body`]);

/** Send now, or at a time (an ISO instant) that must still be ahead. */
export const sendRequestSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('now'), revision: revision.optional() }),
  z.strictObject({
    mode: z.literal('schedule'),
    revision: revision.optional(),
    at: z.iso.datetime({ offset: true, error: 'invalid' }).refine((at) => new Date(at).getTime() > Date.now(), 'past'),
  }),
]);
export type SendRequest = z.infer<typeof sendRequestSchema>;

/** A test send, pinned like a send to the revision the editor just saved. */
export const testRequestSchema = z.strictObject({ revision: revision.optional() });

/** Start a new issue from a published post (its linked translation fills the other language). */
export const fromPostSchema = z.strictObject({ postId: z.string().regex(/^[a-f0-9]{24}$/, 'invalid') });
