import type { PostJson } from '@/lib/posts/types';
import type { RevisionDetail, RevisionSummary } from '@/lib/revisions/types';
import { call } from '../admin-api';

const revisions = (id: string) => `/api/blogs/${id}/revisions`;

/** The post editor's calls for history: list, one version, restore, and the stored post. */
export const historyApi = {
  list: async (token: string, id: string): Promise<RevisionSummary[]> => (await call(revisions(id), token)).json(),
  read: async (token: string, id: string, revision: number): Promise<RevisionDetail> =>
    (await call(`${revisions(id)}/${revision}`, token)).json(),
  restore: async (token: string, id: string, revision: number, baseRevision: number): Promise<PostJson> =>
    (
      await call(`${revisions(id)}/${revision}`, token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ baseRevision }),
      })
    ).json(),
  post: async (token: string, id: string): Promise<PostJson> => (await call(`/api/blogs/${id}`, token)).json(),
};
