import { createListeningApi } from '@radio/core';
import type { PlayerApi, PlayerOptions, PlayerUser } from './types';

export function createPlayerApi(
  options: Pick<PlayerOptions, 'contentApiUrl' | 'fetch'>,
  currentUser: () => PlayerUser | null,
): PlayerApi {
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const content = createListeningApi({
    baseUrl: options.contentApiUrl,
    fetch: doFetch,
    getAccessToken: () => currentUser()?.accessToken,
  });

  return {
    // The calls the engine makes as core's client makes them.
    episode: content.episode,
    episodesByShow: content.episodesByShow,
    settings: content.settings,
    radio: content.radio,
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
    tracker: (user, mediaId) => content.tracker(user.id, mediaId),
    createTracker: (user, mediaId, offset, status) =>
      content.addTracker({ userId: user.id, mediaId, offset, status }),
    updateTracker: (user, id, offset, status) =>
      content.updateTracker({ userId: user.id, id, offset, status }),
    donationPopin: () => content.donationPopin().catch(() => null),
  };
}
