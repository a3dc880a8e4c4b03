import type { Episode } from './types';

/**
 * An episode imported from a radio's podcast feed carries that feed's `guid`: the show's own RSS
 * (`/feed/show/{id}`) repeats it, so subscribers who move from the old feed see no duplicates.
 * Episodes written on the site have none.
 */
export type ImportedEpisode = Episode & { guid?: string };

/** The RSS guid of an episode: its imported one, else ours (`episode-<id>`). */
export function episodeGuid(e: Pick<ImportedEpisode, 'id' | 'guid'>): string {
  return e.guid || `episode-${e.id}`;
}
