/** Shows: one show by its path, a page of its episodes, the A–Z list. */
import { ApiError, apiPageFromUrl, type Show } from '@radio/core';
import { contentApi, detail, mainContent } from '@/lib/api/server';
import type { ListOf } from './items';
import { nodeByAlias } from './nodes';

/** `/{name}/{showOrCategory}`: the show at that alias, or `null`. */
export async function getShowByAlias(alias: string): Promise<Show | null> {
  if (!/^\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,120}$/.test(alias)) return null;
  return nodeByAlias(alias, 'show', 300);
}

/**
 * The show a `/{name}/{showOrCategory}` page names, for its layouts: `null` when there is none,
 * `undefined` when the API is down (the page then renders its French « indisponible » state alone).
 */
export async function showOfPage(params: Promise<{ name: string; showOrCategory: string }>) {
  const { name, showOrCategory } = await params;
  try {
    return await getShowByAlias(`/${name}/${showOrCategory}`);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return undefined;
  }
}

/** A page of a show's episodes (URL page 1-based → API page 0-based). */
export const getShowEpisodes = (showId: number, urlPage: number) =>
  detail(contentApi().episodesByShow(showId, apiPageFromUrl(urlPage)));

export const getShowsByLetter = (letter: string, page: number): Promise<ListOf<Show>> =>
  mainContent(contentApi().emissionsAZ(letter, page));
