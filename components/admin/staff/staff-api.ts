import { call } from '../admin-api';

export type StaffRow = {
  id: string;
  username: string;
  email: string;
  displayName: string;
  role: 'owner' | 'editor' | 'viewer';
  status: 'active' | 'invited' | 'disabled';
  twoFactor: boolean;
  lastSignInAt: string | null;
};

const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** The Staff tab's calls (owners only: the server answers 403 to anyone else). */
export const staffApi = {
  list: async (token: string) =>
    ((await (await call('/api/admin/staff', token)).json()) as { items: StaffRow[] }).items,
  invite: (token: string, email: string, role: string, locale: string) =>
    call('/api/admin/staff', token, send('POST', { email, role, locale })),
  change: (token: string, id: string, change: { role?: string; status?: string }) =>
    call(`/api/admin/staff/${id}`, token, send('PATCH', change)),
  remove: (token: string, id: string) => call(`/api/admin/staff/${id}`, token, send('DELETE')),
  resend: (token: string, id: string, locale: string) =>
    call(`/api/admin/staff/${id}/invitation`, token, send('POST', { locale })),
};
