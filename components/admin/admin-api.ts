import type { PostJson } from '@/lib/posts/types';

export const TOKEN_KEY = 'token';
const PAGE_SIZE = 50;

/** The server no longer accepts the token: the admin must log in again (`idle`: it was left unused too long). */
export class UnauthorizedError extends Error {
  constructor(readonly idle = false) {
    super('Unauthorized');
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field problems the server named (`errors` of the JSON error). */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function call(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(path, {
    ...init,
    headers: { ...init.headers, Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (res.status === 401) {
    const body = await res.json().catch(() => ({}));
    throw new UnauthorizedError(body?.reason === 'idle');
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    const message = typeof body.message === 'string' ? body.message : res.statusText;
    throw new ApiError(res.status, message, typeof body.errors === 'object' && body.errors ? body.errors : {});
  }
  return res;
}

export type SignedIn = {
  username: string;
  displayName: string;
  role: string;
  can: string[];
  twoFactor: { enabled: boolean; required: boolean };
};

/**
 * The signed-in person's names, role and allowed operations when the token is still good; 'idle'
 * when the server ended the session for want of activity; else null. Each check renews the session.
 */
export async function checkToken(token: string): Promise<SignedIn | 'idle' | null> {
  try {
    const res = await call('/protected', token);
    const body = await res.json();
    return typeof body?.user?.username === 'string'
      ? {
          username: body.user.username,
          displayName: String(body.user.displayName ?? body.user.username),
          role: String(body.user.role ?? ''),
          can: Array.isArray(body.user.can) ? body.user.can.map(String) : [],
          twoFactor: {
            enabled: body.user.twoFactor?.enabled === true,
            required: body.user.twoFactor?.required === true,
          },
        }
      : null;
  } catch (error) {
    return error instanceof UnauthorizedError && error.idle ? 'idle' : null;
  }
}

type LoginResult =
  | { ok: true; token: string }
  | { ok: 'second-factor'; ticket: string }
  | { ok: false; status: number; message?: string };

/** One step of a sign-in: a session token, a ticket for the code step, or the refusal. */
async function signInStep(path: string, data: Record<string, string>): Promise<LoginResult> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
    const body = await res.json().catch(() => ({}));
    if (res.ok && typeof body.token === 'string') return { ok: true, token: body.token };
    if (res.ok && body.secondFactor === true) return { ok: 'second-factor', ticket: String(body.ticket) };
    return { ok: false, status: res.status, message: typeof body.message === 'string' ? body.message : undefined };
  } catch {
    return { ok: false, status: 0 };
  }
}

export const login = (username: string, password: string) => signInStep('/login', { username, password });

/** The code step of a sign-in with two-factor: a 6-digit code or a recovery code, with the password step's ticket. */
export const loginSecondStep = (ticket: string, code: string) => signInStep('/login/2fa', { ticket, code });

/** The admin list's filters: a language or both, and a status ('all' includes drafts). */
export type ListFilters = { language: '' | 'en' | 'ar'; status: 'all' | 'draft' | 'scheduled' | 'published' };

export async function listPosts(
  token: string,
  skip: number,
  filters: ListFilters = { language: '', status: 'all' },
): Promise<{ posts: PostJson[]; total: number }> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), skip: String(skip), status: filters.status });
  if (filters.language) params.set('lang', filters.language);
  const res = await call(`/api/blogs?${params}`, token);
  const posts: PostJson[] = await res.json();
  return { posts, total: Number(res.headers.get('X-Total-Count') ?? posts.length) };
}

export async function savePost(token: string, id: string | null, form: FormData): Promise<PostJson> {
  const res = await call(id ? `/api/blogs/${id}` : '/api/blogs', token, { method: id ? 'PUT' : 'POST', body: form });
  return res.json();
}

export async function deletePost(token: string, id: string): Promise<void> {
  await call(`/api/blogs/${id}`, token, { method: 'DELETE' });
}

/** A signed address of the post's page, valid a few minutes, that shows it even as a draft. */
export async function previewUrl(token: string, id: string): Promise<string> {
  const res = await call(`/api/blogs/${id}/preview`, token, { method: 'POST' });
  return (await res.json()).url;
}
