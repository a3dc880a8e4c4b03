/**
 * The search calls of the content API: the results page and the header's instant suggestions. A
 * factory of its own (`createSearchApi`) so the suggestions' chunk in a browser carries these two
 * calls, not the whole content client; `createContentApi` includes them.
 */
import type { SearchResults, SearchResultType, SearchSuggestions } from '../types';
import { type ClientOptions, createHttp, type Http } from './http';

export function searchCalls(http: Http) {
  return {
    /** Full-text search: `search?q=&type=&page=` (brief "Contracts"). */
    search: (q: string, type: SearchResultType | 'all' = 'all', page = 0) =>
      http.call<SearchResults>('search', {
        path: 'search',
        query: { q, type: type === 'all' ? undefined : type, page },
      }),
    /** `search/suggest?q=`: at most 8 titles while the listener types (2 characters at least). */
    suggest: (q: string) =>
      http.call<SearchSuggestions>('searchSuggest', { path: 'search/suggest', query: { q } }),
  };
}

export const createSearchApi = (options: ClientOptions) => searchCalls(createHttp(options, true));
