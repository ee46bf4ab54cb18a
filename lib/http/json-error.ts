/** The API's one error shape: `{ message }`, plus `errors` (field → message) for bad fields. */
export function jsonError(
  status: number,
  message: string,
  extra?: { errors?: Record<string, string>; headers?: HeadersInit; body?: Record<string, unknown> },
): Response {
  const body = { ...extra?.body, message, ...(extra?.errors ? { errors: extra.errors } : {}) };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra?.headers } });
}
