import 'server-only';
import type { z } from 'zod';
import { quickReadMs, withDbDeadline } from '@/lib/db/deadline';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { safeHandler } from '@/lib/http/safe-handler';
import { fieldMessages } from '@/lib/forms/field-errors';
import type { Operation } from './access';
import { authorize, type AdminIdentity } from './require-admin';

type Context = { params: Promise<Record<string, string>> };
type AdminRoute = (request: Request, admin: AdminIdentity, context: Context) => Promise<Response>;

type Needs = Operation | ((params: Record<string, string>) => Operation);

/** An admin API route: safeHandler's answers, then the token (401) and the role's right (403) before anything else. */
export function adminHandler(name: string, needs: Needs, route: AdminRoute) {
  return safeHandler(name, async (request: Request, context?: Context) => {
    const ctx = context ?? { params: Promise.resolve({}) };
    const operation = typeof needs === 'function' ? needs(await ctx.params) : needs;
    // The first database read of every admin call: a hung database misses half a deadline and safeHandler answers 503.
    const auth = await withDbDeadline(() => authorize(request, operation), quickReadMs());
    if (!auth.ok) return auth.response;
    return route(request, auth.admin, ctx);
  });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** 400 with `errors` (field → message) when anything is off. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: invalidRequest(fieldMessages(parsed.error)) };
}

export const invalidRequest = (errors: Record<string, string>) => jsonError(400, 'Invalid request', { errors });

export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const body = await readJsonBody(request, 8 * 1024);
  if (!body.ok) return { ok: false, response: jsonError(body.status, body.message) };
  return parseInput(schema, body.data);
}
