/** The public link routes (no token): what a link is worth, and using it. */
export type LinkReason = 'invalid' | 'expired' | 'used' | 'weak' | 'too-many' | 'failed';

type Outcome<T> = { ok: true; body: T } | { ok: false; reason: LinkReason };

async function answer<T>(promise: Promise<Response>): Promise<Outcome<T>> {
  try {
    const res = await promise;
    const body = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, body: body as T };
    if (res.status === 429) return { ok: false, reason: 'too-many' };
    const reason = (body as { reason?: string }).reason;
    if (reason === 'invalid' || reason === 'expired' || reason === 'used' || reason === 'weak')
      return { ok: false, reason };
    return { ok: false, reason: res.status === 400 ? 'weak' : 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const q = (token: string) => `?token=${encodeURIComponent(token)}`;

export const linkApi = {
  invitation: (token: string) => answer<{ email: string }>(fetch(`/api/staff/invitation${q(token)}`)),
  accept: (token: string, displayName: string, password: string) =>
    answer<{ email: string }>(post('/api/staff/invitation', { token, displayName, password })),
  resetLink: (token: string) => answer<unknown>(fetch(`/api/staff/password-reset/complete${q(token)}`)),
  askReset: (email: string, locale: string) => answer<unknown>(post('/api/staff/password-reset', { email, locale })),
  reset: (token: string, password: string) =>
    answer<unknown>(post('/api/staff/password-reset/complete', { token, password })),
};
