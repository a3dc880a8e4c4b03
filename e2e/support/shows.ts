// Shows and their episodes read from the API as a page would, for journeys that need an episode of
// some kind (long enough, partner-free, with a transcript…).
import { API_URL } from './account';

export type ShowRow = { id: number; alias: string; title: string };

/**
 * The first of the first `perPage` listed shows among whose episodes `pick` finds one, with that
 * episode; `missing` is the error thrown when no show has one.
 */
export async function showWithEpisode<E>(
  pick: (episodes: E[]) => E | undefined,
  missing: string,
  perPage = 20,
): Promise<{ show: ShowRow; episode: E }> {
  const shows = (await (
    await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=${perPage}`)
  ).json()) as { rows: ShowRow[] };
  for (const show of shows.rows) {
    const eps = (await (
      await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)
    ).json()) as { rows: E[] };
    const episode = pick(eps.rows);
    if (episode) return { show, episode };
  }
  throw new Error(missing);
}
