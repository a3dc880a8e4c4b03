/** Episodes: one episode, the archives, the top podcasts. */
import type { Episode } from '@radio/core';
import { contentApi, detail, orFallback } from '@/lib/api/server';
import type { ListOf } from './items';
import { getNodes, nodeByAlias } from './nodes';

export const getEpisode = (id: string | number) => detail(contentApi().episode(id));

// ---- archives (§7 "archives/; archives/{year}/{month}/{day}") -------------------------------------

export const getArchivesIndex = () => orFallback(contentApi({ revalidate: 3600 }).archives(), { years: [] });

export const getArchivesDay = (year: number, month: number, day: number) =>
  orFallback(contentApi({ revalidate: 3600 }).archivesDay(year, month, day), null);

/** The episodes most listened to these 30 days (listens the API records); empty when out of reach. */
export const getMostListened = () =>
  orFallback(contentApi({ revalidate: 60 }).mostListened(), { days: 30, rows: [] });

/** The top podcasts: the editors' "Top podcasts" selection (`/top-podcasts` podcast_selection), else the latest episodes. */
export async function getTopPodcasts(): Promise<ListOf<Episode>> {
  const selection = await nodeByAlias('/top-podcasts', 'podcast_selection').catch(() => null);
  if (selection) {
    return orFallback(contentApi({ revalidate: 300 }).episodesByPlaylist(selection.id, 20), []);
  }
  return getNodes({ type: 'episode', perPage: 20 });
}
