/** Full-text search of the content. */
import type { SearchResultType } from '@radio/core';
import { contentApi } from '@/lib/api/server';

export const SEARCH_TYPES: SearchResultType[] = ['episode', 'show', 'article', 'video', 'folder', 'event'];

export const searchContent = (q: string, type: SearchResultType | 'all', page: number) =>
  contentApi().search(q, type, page);
