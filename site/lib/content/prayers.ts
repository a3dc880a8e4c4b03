/** Prayers and the sacred-music stream of /prieres. */
import type { Episode, Show } from '@radio/core';
import { contentApi, orFallback } from '@/lib/api/server';
import { nodeByAlias } from './nodes';

export const getPrayers = () => orFallback(contentApi({ revalidate: 600 }).allPrayers(), []);

/** The sacred-music stream of /prieres: the "Musique sacrée" show and its latest episodes (spec §2 alias). */
export async function getSacredMusic(): Promise<{ show: Show; episodes: Episode[] } | null> {
  const alias = process.env.SACRED_MUSIC_ALIAS || '/culture/musique-sacree';
  const show = await nodeByAlias(alias, 'show').catch(() => null);
  if (!show) return null;
  const list = await orFallback(contentApi({ revalidate: 300 }).episodesByShow(show.id, 0, 5), null);
  return { show, episodes: list?.rows ?? [] };
}
