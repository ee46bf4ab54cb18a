import { call } from '../admin-api';

export type Row = Record<string, unknown> & { _id: string };
export type ListPage = { items: Row[]; total: number; page: number; limit: number };
export type Filters = { q?: string; status?: string; topic?: string; leadSource?: string; page?: number };

const query = (filters: Filters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

const json = async <T>(promise: Promise<Response>): Promise<T> => (await promise).json();
const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export const inboxApi = {
  list: (token: string, list: string, filters: Filters) =>
    json<ListPage>(call(`/api/admin/lists/${list}?${query(filters)}`, token)),
  counts: (token: string) => json<{ inquiries: number; messages: number }>(call('/api/admin/counts', token)),
  record: (token: string, list: string, id: string) => json<Row>(call(`/api/admin/records/${list}/${id}`, token)),
  setStatus: (token: string, list: string, id: string, status: string) =>
    json<Row>(call(`/api/admin/records/${list}/${id}`, token, send('PATCH', { status }))),
  remove: (token: string, list: string, id: string) => call(`/api/admin/records/${list}/${id}`, token, send('DELETE')),
  resend: (token: string, list: string, id: string) =>
    json<{ outcome: string; record: Row }>(call(`/api/admin/records/${list}/${id}/resend`, token, send('POST'))),
  retry: (token: string, id?: string) =>
    json<{ reset: number; sent: number }>(call('/api/admin/mail/retry', token, send('POST', id ? { id } : {}))),
  erase: (token: string, email: string) =>
    json<Record<'inquiries' | 'messages' | 'subscribers' | 'mail', number>>(
      call('/api/admin/erase', token, send('POST', { email })),
    ),
  account: (token: string) =>
    json<{ username: string; displayName: string; sessionEndsAt: string }>(call('/api/admin/account', token)),
  setDisplayName: (token: string, displayName: string) =>
    call('/api/admin/account', token, send('PATCH', { displayName })),
  changePassword: (token: string, currentPassword: string, newPassword: string) =>
    json<{ token: string }>(call('/api/admin/account/password', token, send('POST', { currentPassword, newPassword }))),
  signOut: (token: string) => call('/api/admin/session', token, send('DELETE')),
  /** Downloads an export through the token (a plain link could not send it) and saves it as a file. */
  download: (token: string, list: string, filters: Filters) =>
    downloadFile(token, `/api/admin/lists/${list}/export?${query({ ...filters, page: undefined })}`, `${list}.csv`),
};

/** Fetches a file with the admin's token and saves it under the name the server gives. */
export async function downloadFile(token: string, path: string, fallbackName: string): Promise<void> {
  const response = await call(path, token);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
