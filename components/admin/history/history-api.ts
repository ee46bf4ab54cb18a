import type { PostJson } from '@/lib/posts/types';
import type { RevisionDetail, RevisionSummary } from '@/lib/revisions/types';
import { call } from '../admin-api';

/** An item's history calls (posts, events, pages alike), and its stored state (what a conflict compares with). */
export type RevisionsApi<T> = {
  list: (token: string) => Promise<RevisionSummary[]>;
  read: (token: string, revision: number) => Promise<RevisionDetail>;
  restore: (token: string, revision: number, baseRevision: number) => Promise<T>;
  current: (token: string) => Promise<{ item: T; revision: number }>;
};

/**
 * The history calls of the item whose revisions are at `path`: `unwrap` picks the item from a
 * restore's answer, `current` reads the stored item.
 */
export function revisionsApi<T, Answer = T>(
  path: string,
  unwrap: (answer: Answer) => T,
  current: RevisionsApi<T>['current'],
): RevisionsApi<T> {
  return {
    list: async (token) => (await call(path, token)).json(),
    read: async (token, revision) => (await call(`${path}/${revision}`, token)).json(),
    restore: async (token, revision, baseRevision) =>
      unwrap(
        await (
          await call(`${path}/${revision}`, token, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ baseRevision }),
          })
        ).json(),
      ),
    current,
  };
}

/** A post's history calls. */
export const postHistory = (id: string) =>
  revisionsApi<PostJson>(
    `/api/blogs/${id}/revisions`,
    (post: PostJson) => post,
    async (token) => {
      const post: PostJson = await (await call(`/api/blogs/${id}`, token)).json();
      return { item: post, revision: post.revision };
    },
  );
