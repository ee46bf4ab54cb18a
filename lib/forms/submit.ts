import 'server-only';
import type * as z from 'zod/mini';
import { clientIp } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { errorReason, logMail } from '@/lib/mail/log';
import { hitRateLimit } from '@/lib/rate-limit';
import { describeFieldErrors, fieldErrors } from './field-errors';
import { HONEYPOT_FIELD } from './form-names';

export const MAX_FORM_BODY_BYTES = 32 * 1024;

type FormSubmission<T> = {
  request: Request;
  form: 'investor' | 'contact' | 'newsletter';
  schema: z.ZodMiniType<T>;
  /** Submissions allowed per client address per window. */
  limit: number;
  windowMs: number;
  /** Writes the submission (and queues its mail); runs only for valid, human input. */
  store: (data: T) => Promise<void>;
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

/**
 * The one path every public form takes: rate limit, bounded JSON body, honeypot, schema, store.
 * Answers `{success:true}` once stored, or `{success:false, message, errors?}` with a 4xx/5xx.
 */
export async function handleFormSubmission<T>({
  request,
  form,
  schema,
  limit,
  windowMs,
  store,
}: FormSubmission<T>): Promise<Response> {
  try {
    const rate = await hitRateLimit(`${form}:ip:${clientIp(request)}`, limit, windowMs);
    if (!rate.ok) {
      return failure(429, `Too many submissions. Try again in ${rate.retryAfterSeconds} seconds.`, {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
  } catch (error) {
    logMail('error', 'form.unavailable', { form, reason: errorReason(error) });
    return failure(503, 'Server error. Try again later.');
  }

  const body = await readJsonBody(request, MAX_FORM_BODY_BYTES);
  if (!body.ok) return failure(body.status, body.message);

  // A filled honeypot is a bot: it hears "success" so it learns nothing, but nothing is stored
  // and nothing is mailed.
  if (honeypotFilled(body.data)) {
    logMail('info', 'form.honeypot', { form });
    return success();
  }

  const parsed = schema.safeParse(body.data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, body.data);
    return failure(400, describeFieldErrors(errors), { errors });
  }

  try {
    await store(parsed.data);
  } catch (error) {
    logMail('error', 'form.store_failed', { form, reason: errorReason(error) });
    return failure(503, 'Server error. Try again later.');
  }
  return success();
}
