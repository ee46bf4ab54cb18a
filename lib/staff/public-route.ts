import 'server-only';
import type { z } from 'zod';
import { invalidRequest } from '@/lib/auth/admin-handler';
import { fieldMessages } from '@/lib/forms/field-errors';
import { clientNetwork } from '@/lib/http/client-ip';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { hitRateLimit } from '@/lib/rate-limit/hits';

/** Open to anyone: 20 tries per address in 15 minutes, like sign-in's per-address limit. */
const WINDOW_MS = 15 * 60_000;

type Read<T> = { ok: true; data: T } | { ok: false; response: Response };

export async function readPublicBody<T>(
  request: Request,
  action: string,
  limit: number,
  schema: z.ZodType<T>,
): Promise<Read<T>> {
  const hit = await hitRateLimit(`staff:${action}:${clientNetwork(request)}`, limit, WINDOW_MS);
  if (!hit.ok) {
    return {
      ok: false,
      response: jsonError(429, 'Too many attempts. Try again later.', {
        headers: { 'Retry-After': String(hit.retryAfterSeconds) },
      }),
    };
  }
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return { ok: false, response: jsonError(body.status, body.message) };
  const parsed = schema.safeParse(body.data);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: invalidRequest(fieldMessages(parsed.error)) };
}

const LINK_ANSWERS = {
  invalid: [404, 'This link is not valid'],
  expired: [410, 'This link has expired'],
  used: [410, 'This link has already been used'],
  weak: [400, 'Choose a stronger password'],
} as const;

export function linkRefused(reason: keyof typeof LINK_ANSWERS): Response {
  const [status, message] = LINK_ANSWERS[reason];
  return jsonError(status, message, {
    body: { reason },
    ...(reason === 'weak' ? { errors: { password: message } } : {}),
  });
}
