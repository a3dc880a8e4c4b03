'use client';

import type { Paged } from '@radio/core';
import { type DependencyList, useState } from 'react';
import { useLoad } from './use-load';

/**
 * A paged account list: the first zero-based page loaded with the page, further pages appended
 * below it on « Afficher plus ». `fetchPage` returns null while the account is not known yet;
 * `onMoreFailed` tells the person when a further page could not load (the rows already shown stay).
 */
export function usePages<T>(
  fetchPage: (page: number) => Promise<Paged<T>> | null,
  deps: DependencyList,
  onMoreFailed: () => void,
) {
  const first = useLoad(() => fetchPage(0), deps);
  const [more, setMore] = useState<{ page: number; rows: T[] }>({ page: 0, rows: [] });
  const [loadingMore, setLoadingMore] = useState(false);

  async function loadMore() {
    const next = fetchPage(more.page + 1);
    if (!next) return;
    setLoadingMore(true);
    try {
      const { rows } = await next;
      setMore((m) => ({ page: m.page + 1, rows: [...m.rows, ...rows] }));
    } catch {
      onMoreFailed();
    } finally {
      setLoadingMore(false);
    }
  }

  /** Back to the first page only, fetched again (after a change the server reorders). */
  function reload() {
    setMore({ page: 0, rows: [] });
    first.reload();
  }

  return {
    first,
    rows: [...(first.data?.rows ?? []), ...more.rows],
    total: first.data?.pager.total_items ?? 0,
    loadMore,
    loadingMore,
    reload,
  };
}
