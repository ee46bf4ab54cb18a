import 'server-only';
import { invalidRequest, type Parsed, parseInput } from '@/lib/auth/admin-handler';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import type { NewsletterIssue } from '@/models/newsletter-issue';
import type { z } from 'zod';
import { issueAudience, issueLanguages } from './audience';
import { webVersionUrl } from './mail';
import { issueProgress, type EditResult } from './store';

// Two languages of the longest body (100,000 characters, up to 3 bytes each in UTF-8) and JSON's escapes.
const MAX_BODY_BYTES = 1024 * 1024;

export async function readIssueBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return { ok: false, response: jsonError(body.status, body.message) };
  return parseInput(schema, body.data);
}

/** One code for the whole request (`errors.form`), which the admin island words. */
export const refusal = (status: number, code: string) =>
  status === 400 ? invalidRequest({ form: code }) : jsonError(status, code, { errors: { form: code } });

export const GONE = () => refusal(404, 'gone');
export const LOCKED = () => refusal(409, 'locked');
export const STALE = () => refusal(409, 'stale');

export const editRefusal = (reason: Extract<EditResult, { ok: false }>['reason']) =>
  reason === 'gone' ? GONE() : reason === 'stale' ? STALE() : LOCKED();

async function audienceCounts(issue: NewsletterIssue): Promise<Record<'en' | 'ar', number>> {
  const audience = await issueAudience(issue);
  return { en: audience.filter((r) => r.lang === 'en').length, ar: audience.filter((r) => r.lang === 'ar').length };
}

export async function issueJson(issue: NewsletterIssue, options: { audience?: boolean } = {}) {
  const languages = issueLanguages(issue);
  const editable = issue.status === 'draft' || issue.status === 'scheduled';
  return {
    id: String(issue._id),
    slug: issue.slug,
    enSubject: issue.en.subject,
    enPreheader: issue.en.preheader,
    enBody: issue.en.body,
    arSubject: issue.ar.subject,
    arPreheader: issue.ar.preheader,
    arBody: issue.ar.body,
    fallback: issue.fallback,
    status: issue.status,
    scheduledAt: issue.scheduledAt?.toISOString() ?? null,
    sentAt: issue.sentAt?.toISOString() ?? null,
    sentBy: issue.sentBy,
    recipients: issue.recipients,
    languages,
    webVersions: issue.status === 'sent' ? Object.fromEntries(languages.map((l) => [l, webVersionUrl(issue, l)])) : {},
    progress: await issueProgress(issue._id),
    updatedAt: issue.updatedAt.toISOString(),
    revision: issue.revision ?? 0,
    /** The list does not count the audience per issue. */
    audience: options.audience && editable ? await audienceCounts(issue) : null,
  };
}
export type IssueJson = Awaited<ReturnType<typeof issueJson>>;
