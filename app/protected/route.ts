import { allowedOperations } from '@/lib/auth/access';
import { requireAdmin } from '@/lib/auth/require-admin';
import { twoFactorRequired } from '@/lib/auth/two-factor-setting';
import { safeHandler } from '@/lib/http/safe-handler';

/** Says whether a token is still good, and what its role may do: the admin page asks this on load. */
export const GET = safeHandler('GET /protected', async (request: Request) => {
  const auth = await requireAdmin(request);
  if (!auth.ok) return auth.response;
  const { username, displayName, role, twoFactor } = auth.admin;
  const required = await twoFactorRequired();
  return Response.json(
    {
      user: { username, displayName, role, can: allowedOperations(role), twoFactor: { enabled: twoFactor, required } },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
