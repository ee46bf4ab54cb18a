import { GET as list, POST as create } from '@/app/api/blogs/route';
import { PUT } from '@/app/api/blogs/[id]/route';
import { PostModel } from '@/models/post';
import { formRequest, params, pngImage } from './api';

/** Post API calls as the admin holding `token` (set it in beforeAll). */
export function postApi(token: () => string) {
  async function post(fields: Record<string, string>, withImage = false) {
    const file = withImage ? { name: 'c.png', type: 'image/png', data: await pngImage() } : undefined;
    return create(formRequest('POST', '/api/blogs', fields, { token: token(), file }));
  }
  async function created(fields: Record<string, string>) {
    const res = await post(fields);
    expect(res.status).toBe(201);
    return res.json();
  }
  const put = (id: string, fields: Record<string, string>) =>
    PUT(formRequest('PUT', `/api/blogs/${id}`, fields, { token: token() }), params({ id }));
  return { post, created, put };
}

export const stored = (id: string) => PostModel.findById(id).lean();

/** The titles GET /api/blogs answers for a query string. */
export async function titles(query: string, headers: Record<string, string> = {}) {
  const res = await list(new Request(`http://localhost/api/blogs${query}`, { headers }));
  return {
    status: res.status,
    titles: res.status === 200 ? (await res.json()).map((p: { title: string }) => p.title) : [],
  };
}

export const en = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: 'About it',
  language: 'en',
  ...extra,
});
export const ar = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: 'عنها',
  language: 'ar',
  ...extra,
});
