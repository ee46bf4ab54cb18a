import 'server-only';
import type { z } from 'zod';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { issueProblems } from './problem-codes';

/** An admin content save's body under its shared schema: 400 with each bad field's problem code, nothing saved. */
export async function readContentBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return { ok: false, response: jsonError(body.status, body.message) };
  const parsed = schema.safeParse(body.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: jsonError(400, 'Some fields are missing or invalid', { errors: issueProblems(parsed.error.issues) }),
  };
}
