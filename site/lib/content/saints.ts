/** The saint of the day (§7 "api/saintdujour/search[/{name}] or ?day&month; /rest_saintjour"). */
import type { Episode, Saint } from '@radio/core';
import { contentApi, mainContent, orFallback } from '@/lib/api/server';
import { rowsOf } from './items';
import { nodeByAlias } from './nodes';

export const getSaintOfTheDay = () => orFallback(contentApi({ revalidate: 600 }).saintOfTheDay(), null);

export const searchSaintsByName = (name: string) => orFallback(contentApi().searchSaints({ name }), []);

export const searchSaintsByDate = (day: number, month: number) =>
  orFallback(contentApi().searchSaints({ day, month }), []);

/** The saint of a calendar day: the page's main content (a failure of the service is the 503 page). */
export async function getSaintOn(day: number, month: number): Promise<Saint | null> {
  return rowsOf(await mainContent(contentApi().searchSaints({ day, month })))[0] ?? null;
}

/** The latest episodes of the « Le Saint du jour » show (same path as the page), to listen further. */
export async function getSaintShowEpisodes(count: number): Promise<Episode[]> {
  const show = await nodeByAlias('/vie-spirituelle/le-saint-du-jour', 'show', 600).catch(() => null);
  if (!show) return [];
  const list = await orFallback(contentApi({ revalidate: 300 }).episodesByShow(show.id, 0, count), null);
  return list?.rows ?? [];
}
