import {
  createListeningApi,
  type DonationPopin,
  type Episode,
  type LiveInfo,
  type PlayerList,
  type Radio,
  type RadioTimeshift,
  type Roll,
  type RollQuery,
  type ShowEpisodes,
  type SiteSettings,
  type Tracker,
  type TrackerStatus,
} from '@radio/core';
import type { PlayerOptions, PlayerUser } from './types';

/**
 * The calls the engine and the SDK's elements make (spec §7), on core's listening calls: the
 * one door of a listening page to the content API. Tests fake `fetch` below it.
 */
export interface PlayerApi {
  episode(id: string): Promise<Episode>;
  /** The latest episodes of a show, newest first (`<radio-player show>`). */
  episodesByShow(showId: string): Promise<ShowEpisodes>;
  /** The content settings (`listenerMax`). */
  settings(): Promise<SiteSettings>;
  radio(code: string): Promise<Radio & RadioTimeshift>;
  liveInfo(code: string): Promise<LiveInfo>;
  /** First roll matching the query that has audio, or null. */
  roll(query: RollQuery): Promise<Roll | null>;
  /** §4 "a check request to the roll audio runs": true when the audio answers. */
  checkAudio(url: string): Promise<boolean>;
  playerList(type: string, listId: string, soundId: string): Promise<PlayerList>;
  tracker(user: PlayerUser, mediaId: string): Promise<Tracker | null>;
  createTracker(
    user: PlayerUser,
    mediaId: string,
    offsetMs: number,
    status: TrackerStatus,
  ): Promise<Tracker | undefined>;
  updateTracker(user: PlayerUser, id: number, offsetMs: number, status: TrackerStatus): Promise<void>;
  donationPopin(): Promise<DonationPopin | null>;
}

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
    episode: (id) => content.episode(id),
    episodesByShow: (showId) => content.episodesByShow(showId),
    settings: () => content.settings(),
    radio: (code) => content.radio(code),
    liveInfo: (code) => content.liveInfo(code),
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
    playerList: (type, listId, soundId) => content.playerList(type, listId, soundId),
    tracker: (user, mediaId) => content.tracker(user.id, mediaId),
    createTracker: (user, mediaId, offset, status) =>
      content.addTracker({ userId: user.id, mediaId, offset, status }),
    updateTracker: (user, id, offset, status) =>
      content.updateTracker({ userId: user.id, id, offset, status }),
    donationPopin: () => content.donationPopin().catch(() => null),
  };
}
