import type { SearchResults } from '@radio/core';
import type { Harness } from './harness.js';

/** Calls to the API in process for the search tests: `get` any URL, `search` /content/search. */
export function searchCalls(api: () => Harness) {
  const get = async (url: string) => {
    const r = await api().app.inject({ url });
    return { status: r.statusCode, body: r.json() };
  };
  const search = async (q: string, extra = '') =>
    (await get(`/content/search?q=${encodeURIComponent(q)}${extra}`)).body as SearchResults;
  return { get, search };
}
