import { requireAdmin } from '@/lib/auth/require-admin';
import { safeHandler } from '@/lib/http/safe-handler';

/** Says whether a token is still good: the admin page asks this on load. */
export const GET = safeHandler('GET /protected', async (request: Request) => {
  const auth = await requireAdmin(request);
  if (!auth.ok) return auth.response;
  return Response.json(
    { user: { username: auth.admin.username, displayName: auth.admin.displayName } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
