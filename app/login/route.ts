import { signIn } from '@/lib/auth/sign-in';
import { jsonError } from '@/lib/http/json-error';
import { readJsonBody } from '@/lib/http/read-json';
import { safeHandler } from '@/lib/http/safe-handler';
import { fieldMessages } from '@/lib/forms/field-errors';
import { loginSchema } from '@/lib/forms/schemas/login';

export const POST = safeHandler('POST /login', async (request: Request) => {
  const body = await readJsonBody(request, 4 * 1024);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = loginSchema.safeParse(body.data);
  if (!parsed.success) {
    return jsonError(400, 'Username and password are required', { errors: fieldMessages(parsed.error) });
  }

  const result = await signIn(request, parsed.data.username, parsed.data.password);
  if (result.ok === 'second-factor') {
    // The password was right; the session waits for the code (POST /login/2fa with the ticket).
    return Response.json(
      { secondFactor: true, ticket: result.ticket, message: 'Enter the code from your authenticator app' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (result.ok) {
    return Response.json(
      { token: result.token, message: 'Login successful!' },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (result.reason === 'invalid') return jsonError(401, 'Invalid username or password');
  const retryAfter = result.retryAfterSeconds;
  return jsonError(429, `Too many login attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
    headers: { 'Retry-After': String(retryAfter) },
  });
});
