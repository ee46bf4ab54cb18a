import type { IssueJson } from '@/lib/newsletter-issues/api';
import { call } from '../admin-api';

export type Issue = IssueJson;
export type IssueFields = Pick<
  Issue,
  'enSubject' | 'enPreheader' | 'enBody' | 'arSubject' | 'arPreheader' | 'arBody' | 'fallback'
>;

const json = async <T>(promise: Promise<Response>): Promise<T> => (await promise).json();
const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const base = '/api/admin/newsletter';

export const newsletterApi = {
  list: (token: string) => json<{ issues: Issue[] }>(call(base, token)),
  get: (token: string, id: string) => json<Issue>(call(`${base}/${id}`, token)),
  create: (token: string, body: IssueFields | { postId: string }) => json<Issue>(call(base, token, send('POST', body))),
  // Each call names the revision the editor saw: the server refuses (409 'stale') when it is not the stored one.
  save: (token: string, id: string, fields: IssueFields, revision: number) =>
    json<Issue>(call(`${base}/${id}`, token, send('PUT', { ...fields, revision }))),
  sendNow: (token: string, id: string, revision: number) =>
    json<Issue>(call(`${base}/${id}/send`, token, send('POST', { mode: 'now', revision }))),
  schedule: (token: string, id: string, at: string, revision: number) =>
    json<Issue>(call(`${base}/${id}/send`, token, send('POST', { mode: 'schedule', at, revision }))),
  test: (token: string, id: string, revision: number) =>
    json<{ to: string; mails: number }>(call(`${base}/${id}/test`, token, send('POST', { revision }))),
  preview: async (token: string, id: string, lang: string, scheme: string) =>
    (await call(`${base}/${id}/preview?lang=${lang}&scheme=${scheme}`, token)).text(),
  uploadImage: async (token: string, file: File) => {
    const form = new FormData();
    form.set('image', file);
    return json<{ url: string }>(call(`${base}/images`, token, { method: 'POST', body: form }));
  },
  publishedPosts: async (token: string) =>
    json<{ _id: string; title: string; language: string }[]>(call('/api/blogs?limit=50&status=published', token)),
};
