/**
 * An episode's transcript and chapters: a slice of its own, so that a client that shows them (the
 * site's episode page, the player's panel, loaded when asked) carries these calls and a player
 * that only plays does not.
 */
import { type Chapters, type Transcript, transcriptPaths } from '../transcript';
import type { Http } from './http';
import { seg } from './http';

export function transcriptCalls(http: Http) {
  return {
    /** The transcript's cues (404 when the episode has none, or is not published). */
    transcript: (episodeId: number | string) =>
      http.call<Transcript>('getTranscript', { path: transcriptPaths(seg(episodeId)).json }),
    /** The episode's chapters, Podcasting 2.0 JSON chapters (404 when it has none). */
    chapters: (episodeId: number | string) =>
      http.call<Chapters>('getChapters', { path: transcriptPaths(seg(episodeId)).chapters }),
  };
}
