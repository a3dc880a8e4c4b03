/** An episode's transcript and chapters (its page, « Lire la transcription »). */
import type { Chapters, Episode, Transcript } from '@radio/core';
import { contentApi, orFallback } from '@/lib/api/server';

export type EpisodeText = { transcript: Transcript | null; chapters: Chapters | null };

/**
 * What the episode's data says it has, read side by side. A side part of the page: a failure leaves
 * it out (the episode still plays), never a 503.
 */
export async function getEpisodeText(
  episode: Pick<Episode, 'id' | 'transcript' | 'chapters'>,
): Promise<EpisodeText> {
  const api = contentApi({ revalidate: 300 });
  const [transcript, chapters] = await Promise.all([
    episode.transcript ? orFallback(api.transcript(episode.id), null) : null,
    episode.chapters ? orFallback(api.chapters(episode.id), null) : null,
  ]);
  return { transcript, chapters };
}
