// A public form's request, then stored or spooled: "received" (docs/mail.md, States).
import 'server-only';
import { withDbDeadline } from '@/lib/db/deadline';
import { DeadlineError } from '@/lib/deadline/with-deadline';
import { isDbUnavailable } from '@/lib/db/errors';
import { clientNetwork } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { hitRateLimit } from '@/lib/rate-limit/hits';
import { writeSpoolEntry } from '@/lib/submissions/spool-files';
import { describeFieldErrors, fieldErrors } from '@/lib/forms/field-errors';
import { HONEYPOT_FIELD } from '@/lib/forms/form-names';
import { submissionHandlers, type SubmissionKind } from './registry';
import type { SubmissionMeta } from './store';
import { trySendingSoon } from '@/lib/mail/outbox';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { errorReason, logError, logInfo, logWarn } from '@/lib/log/logger';

const MAX_FORM_BODY_BYTES = 32 * 1024;
// A form answers within 3 s; its waits share 2 s, the rest is for the spool's fsync (docs/performance.md "Numbers behind the constants").
const FORM_WAIT_MS = 2_000;
/** Less left than this for the store: straight to the spool. */
const MIN_STEP_MS = 50;

type FormSubmission = {
  request: Request;
  form: SubmissionKind;
  /** Per client address (an IPv6 client's network) per window. */
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

// Stored within what is `left` of the budget, or in the durable spool; throws if neither.
async function keep(form: SubmissionKind, input: unknown, meta: SubmissionMeta, left: () => number): Promise<void> {
  let outboxId;
  try {
    if (left() < MIN_STEP_MS) throw new DeadlineError('database', left(), true);
    // A hung database: the spool takes it; should the abandoned write land, the replay's key makes it a no-op.
    outboxId = await withDbDeadline(() => submissionHandlers[form].store(input, meta), left());
  } catch (error) {
    if (!isDbUnavailable(error)) throw error;
    await writeSpoolEntry({ kind: form, key: meta.key, receivedAt: meta.receivedAt.toISOString(), input });
    logWarn('form.spooled', 'the database is unreachable; the submission waits in the spool', { form });
    return;
  }
  if (outboxId) await trySendingSoon(outboxId, left());
}

/** Every public form's path: rate limit, bounded body, honeypot, schema, store. */
export async function handleFormSubmission({ request, form, limit, windowMs }: FormSubmission): Promise<Response> {
  const answerBy = performance.now() + FORM_WAIT_MS;
  const left = () => Math.max(0, Math.floor(answerBy - performance.now()));
  let databaseMissed = false;
  try {
    const rate = await hitRateLimit(`${form}:ip:${clientNetwork(request)}`, limit, windowMs, left());
    databaseMissed = rate.inMemory === true;
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

  // A filled honeypot hears "success" but nothing is stored or mailed.
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
    // A limit counted in memory means the database just missed its deadline: straight to the spool.
    await keep(form, parsed.data, { key, receivedAt: new Date() }, databaseMissed ? () => 0 : left);
  } catch (error) {
    const reason = errorReason(error);
    logError('form.store_failed', reason, { form, reason });
    return failure(503, 'Server error. Try again later.');
  }
  return success();
}
