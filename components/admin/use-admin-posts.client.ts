'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PostJson } from '@/lib/posts/types';
import { listPosts, type ListFilters } from './admin-api';

type Guard = <T>(action: () => Promise<T>, failure: string) => Promise<T | undefined>;

/** The admin list's posts under the chosen filters: first page on arrival, "load more", reload. */
export function useAdminPosts(token: string, guarded: Guard, failure: string) {
  const [filters, setFilters] = useState<ListFilters>({ language: '', status: 'all' });
  const [posts, setPosts] = useState<PostJson[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(
    async (append = false) => {
      setLoading(true);
      const result = await guarded(() => listPosts(token, append ? posts.length : 0, filters), failure);
      if (result) {
        setPosts((current) => (append ? [...current, ...result.posts] : result.posts));
        setTotal(result.total);
      }
      setLoading(false);
    },
    [guarded, token, failure, posts.length, filters],
  );

  // The first load on arrival and after each change of filters; later reloads follow saves.
  useEffect(() => {
    let active = true;
    const load = async () => {
      const result = await guarded(() => listPosts(token, 0, filters), failure);
      if (!active) return;
      if (result) {
        setPosts(result.posts);
        setTotal(result.total);
      }
      setLoading(false);
    };
    void load();
    return () => {
      active = false;
    };
  }, [guarded, token, failure, filters]);

  return { posts, total, loading, filters, setFilters, reload };
}
