// An episode the demo gives a timed transcript and chapters, found through the API as a page would.
import type { Chapters, Episode, ShowEpisodes, Transcript } from '@radio/core';
import { API_URL } from './account';

export type Found = {
  showId: number;
  alias: string;
  episode: Episode;
  transcript: Transcript;
  chapters: Chapters;
};

/** A show and one of its partner-free episodes with a transcript and chapters, read from the API. */
export async function episodeWithText(): Promise<Found> {
  const shows = (await (
    await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=30`)
  ).json()) as { rows: { id: number; alias: string }[] };
  for (const show of shows.rows) {
    const list = (await (
      await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)
    ).json()) as ShowEpisodes;
    const episode = list.rows.find((e) => e.chapters && e.transcript?.timed && !e.partners.length);
    if (!episode) continue;
    const read = async <T>(path: string) => (await (await fetch(`${API_URL}/content${path}`)).json()) as T;
    return {
      showId: show.id,
      alias: show.alias,
      episode,
      transcript: await read<Transcript>(episode.transcript?.url ?? ''),
      chapters: await read<Chapters>(episode.chapters?.url ?? ''),
    };
  }
  throw new Error('aucun épisode avec transcription et chapitres');
}
