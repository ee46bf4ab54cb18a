import type { FieldErrors } from '@/lib/forms/field-errors';

export type SubmitOutcome =
  | { status: 'ok' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rejected' } // the server said no: "Something went wrong. Please try again."
  | { status: 'rateLimited' }
  | { status: 'serverError' }; // network failure or 5xx: "Server error. Try again later."

export async function postForm(url: string, data: Record<string, unknown>): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
      // The server answers within 3 s; a network that swallows the request must not leave a spinner. The key makes a resend safe.
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { status: 'serverError' };
  }
  if (response.status >= 500) return { status: 'serverError' };
  if (response.status === 429) return { status: 'rateLimited' };
  const body = (await response.json().catch(() => null)) as { success?: unknown; errors?: FieldErrors } | null;
  if (response.ok && body?.success === true) return { status: 'ok' };
  if (response.status === 400 && body?.errors && Object.keys(body.errors).length > 0) {
    return { status: 'invalid', errors: body.errors };
  }
  return { status: 'rejected' };
}

export function pickErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}
