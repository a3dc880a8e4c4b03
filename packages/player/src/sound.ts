import { type Episode, LIVE_DEFAULT_TITLE, liveSoundId, type SoundData } from '@radio/core';

/** Spec §3 Sound data from an `/api/episode/{id}` (or playlist neighbour) payload. */
export function soundFromEpisode(e: Episode): SoundData {
  return {
    audio_file: e.audio_file,
    digas: e.digas,
    id: String(e.id),
    partners: e.partners ?? [],
    show: e.show ? { alias: e.show.alias, id: e.show.id, title: e.show.title, episode: e.title } : null,
    title: e.title,
    url_linked_article: e.url_linked_article ?? null,
    visual: e.visual ?? null,
    duration: e.duration,
    timePassedSinceStart: 0,
    timeLeft: e.duration,
    radios: e.radios ?? [],
    datetime: e.datetime ?? null,
    live: false,
    // Read by the bar's « Transcription » and « Chapitres », loaded only when asked.
    transcript: e.transcript?.url,
    chapters: e.chapters?.url,
  };
}

/** Spec §3 Sound data of a radio's live stream: id `livestream-{code}`, title 'Le direct'. */
export function liveSound(code: string, name: string, liveURL: string): SoundData {
  return {
    audio_file: liveURL,
    digas: '',
    id: liveSoundId(code),
    partners: [],
    show: null,
    title: LIVE_DEFAULT_TITLE,
    url_linked_article: null,
    visual: null,
    duration: 0,
    timePassedSinceStart: 0,
    timeLeft: 0,
    radios: [{ code, name }],
    datetime: null,
    live: true,
  };
}
