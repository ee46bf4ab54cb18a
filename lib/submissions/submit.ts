import 'server-only';
import { withDbDeadline } from '@/lib/db/deadline';
import { isDbUnavailable } from '@/lib/db/errors';
import { clientIp } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { hitRateLimit } from '@/lib/rate-limit/hits';
import { writeSpoolEntry } from '@/lib/submissions/spool-files';
import { describeFieldErrors, fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD } from '@/lib/forms/form-names';
import { submissionHandlers, type SubmissionKind } from './registry';
import type { SubmissionMeta } from './store';
import { trySendingSoon } from '@/lib/mail/send-soon';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';

const MAX_FORM_BODY_BYTES = 32 * 1024;

type FormSubmission = {
  request: Request;
  form: SubmissionKind;
  /** Submissions allowed per client address per window. */
  limit: number;
  windowMs: number;
};

function failure(status: number, message: string, extra?: Parameters<typeof jsonError>[2]): Response {
  return jsonError(status, message, { ...extra, body: { success: false } });
}

function success(): Response {
  return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
}

function honeypotFilled(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const value = (data as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

// Stored in the database, or, while it is unreachable, in the durable spool (replayed into it
// once it answers). Either way the submission is safe when this resolves; it throws otherwise.
async function keep(form: SubmissionKind, input: unknown, meta: SubmissionMeta): Promise<void> {
  let outboxId;
  try {
    // A hung database misses the deadline and the entry goes to the spool; should the abandoned
    // write still land, the replay finds the record under the same key and adds nothing.
    outboxId = await withDbDeadline(() => submissionHandlers[form].store(input, meta));
  } catch (error) {
    if (!isDbUnavailable(error)) throw error;
    await writeSpoolEntry({ kind: form, key: meta.key, receivedAt: meta.receivedAt.toISOString(), input });
    logWarn('form.spooled', 'the database is unreachable; the submission waits in the spool', { form });
    return;
  }
  if (outboxId) await trySendingSoon(outboxId);
}

/**
 * The one path every public form takes: rate limit, bounded JSON body, honeypot, schema, store.
 * Answers `{success:true}` once stored, or `{success:false, message, errors?}` with a 4xx/5xx.
 */
export async function handleFormSubmission({ request, form, limit, windowMs }: FormSubmission): Promise<Response> {
  try {
    const rate = await hitRateLimit(`${form}:ip:${clientIp(request)}`, limit, windowMs);
    if (!rate.ok) {
      return failure(429, `Too many submissions. Try again in ${rate.retryAfterSeconds} seconds.`, {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
  } catch (error) {
    const reason = errorReason(error);
    logError('form.unavailable', reason, { form, reason });
    return failure(503, 'Server error. Try again later.');
  }

  const body = await readJsonBody(request, MAX_FORM_BODY_BYTES);
  if (!body.ok) return failure(body.status, body.message);

  // A filled honeypot is a bot: it hears "success" so it learns nothing, but nothing is stored
  // and nothing is mailed.
  if (honeypotFilled(body.data)) {
    logInfo('form.honeypot', 'honeypot filled; nothing stored', { form });
    return success();
  }

  const parsed = submissionHandlers[form].schema.safeParse(body.data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, body.data);
    return failure(400, describeFieldErrors(errors), { errors });
  }

  const key = (parsed.data as { idempotencyKey?: string }).idempotencyKey ?? newSubmissionKey();
  try {
    await keep(form, parsed.data, { key, receivedAt: new Date() });
  } catch (error) {
    const reason = errorReason(error);
    logError('form.store_failed', reason, { form, reason });
    return failure(503, 'Server error. Try again later.');
  }
  return success();
}
