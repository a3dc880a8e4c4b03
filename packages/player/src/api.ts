import { createHttp, listeningCalls } from '@radio/core';
import type { PlayerApi, PlayerOptions, PlayerUser } from './types';

/** How long a radio's record is taken as known (its stream URL changes seldom). */
export const RADIO_KEPT_MS = 10 * 60_000;

export function createPlayerApi(
  options: Pick<PlayerOptions, 'contentApiUrl' | 'fetch'>,
  currentUser: () => PlayerUser | null,
): PlayerApi {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const http = createHttp(
    { baseUrl: options.contentApiUrl, fetch: doFetch, getAccessToken: () => currentUser()?.accessToken },
    true,
  );
  const content = listeningCalls(http);

  // A radio's record (its stream URL) asked for once per RADIO_KEPT_MS: the door asks for it while
  // the page is idle, so that a press on « Écouter le direct » connects without a round trip to the
  // API first. A failure is not kept: the next ask tries again.
  const radios = new Map<string, { at: number; record: ReturnType<typeof content.radio> }>();
  const radio: PlayerApi['radio'] = (code) => {
    const kept = radios.get(code);
    if (kept && Date.now() - kept.at < RADIO_KEPT_MS) return kept.record;
    const record = content.radio(code);
    radios.set(code, { at: Date.now(), record });
    record.catch(() => {
      if (radios.get(code)?.record === record) radios.delete(code);
    });
    return record;
  };

  return {
    http,
    // The calls the engine makes as core's client makes them.
    episode: content.episode,
    episodesByShow: content.episodesByShow,
    latestEpisodes: content.latestEpisodes,
    settings: content.settings,
    radio,
    liveInfo: content.liveInfo,
    playerList: content.playerList,
    async roll(query) {
      const rolls = await content.rolls(query);
      return rolls.find((r) => r.field_media_audio_file[0]?.url) ?? null;
    },
    async checkAudio(href) {
      // HEAD: the answer is enough, the audio itself is not downloaded twice.
      try {
        const res = await doFetch(href, { method: 'HEAD' });
        return res.ok;
      } catch {
        return false;
      }
    },
    donationPopin: () => content.donationPopin().catch(() => null),
  };
}
