/**
 * The content API calls of a listening client (spec §7): the player engine and the SDK's
 * elements. A factory of its own so that the SDK's script carries these calls and not the whole
 * content client; `createContentApi` includes them.
 */
import { rollQueryString } from '../rollQuery';
import type { RadioTimeshift } from '../timeshift';
import { trackerFromEntity } from '../trackerPolicy';
import type {
  DonationPopin,
  Episode,
  LiveInfo,
  PlayerList,
  RadioDetail,
  Roll,
  RollQuery,
  Settings,
  ShowEpisodes,
  Tracker,
  TrackerCreate,
  TrackerEntity,
  TrackerStatus,
  TrackerUpdate,
} from '../types';
import { ApiError, type ClientOptions, createHttp, type Http, type List, rowsOf, seg } from './http';

/** The API may answer a tracker as the §3 entity (field_replay_*) or already normalised. */
function normaliseTracker(t: Tracker | TrackerEntity | null | undefined): Tracker | null {
  if (!t) return null;
  return 'field_replay_offset' in t ? trackerFromEntity(t) : t;
}

export function listeningCalls(http: Http) {
  const get = <T>(name: string, path: string, query?: Record<string, string | number | undefined>) =>
    http.call<T>(name, { path, query });
  return {
    /** §7 "/api/episode/{id}". */
    episode: (id: number | string) => get<Episode>('getEpisode', `/api/episode/${seg(id)}`),
    /** §7 "/episodes_by_show/{id}", 0-based `page`. */
    episodesByShow: (showId: number | string, page = 0, itemsPerPage?: number) =>
      get<ShowEpisodes>('getEpisodesByShow', `/episodes_by_show/${seg(showId)}`, {
        page,
        items_per_page: itemsPerPage,
      }),
    /** The newest published episode (`<radio-player episode="latest">`): `/api/nodes?type=episode`, newest first. */
    latestEpisodes: () => get<ShowEpisodes>('getNodes', '/api/nodes', { type: 'episode', items_per_page: 1 }),
    /** §7 "/rcf_rest_playerlist/{type}/{playListId}/{currentSoundId} (returns prev and next)". */
    playerList: (type: string, playListId: number | string, currentSoundId: number | string) =>
      get<PlayerList>(
        'getPlayerList',
        `/rcf_rest_playerlist/${seg(type)}/${seg(playListId)}/${seg(currentSoundId)}`,
      ),
    /** §7 "/radio/{code}", with its timeshift template (« Reprendre l'émission au début »). */
    radio: (code: string) => get<RadioDetail & RadioTimeshift>('getRadio', `/radio/${seg(code)}`),
    /** §7 "rcf_admin/settings" (holds listenerMax). */
    settings: () => get<Settings>('getSettings', 'rcf_admin/settings'),
    /** §7 "donnation_popin". */
    donationPopin: () => get<DonationPopin>('getDonationPopin', 'donnation_popin'),
    /** §7 "rolls/ with query roll_type, roll_use, roll_target_users, roll_number_of_plays, roll_level". */
    rolls: async (query: RollQuery) =>
      rowsOf(
        await get<List<Roll>>(
          'getRolls',
          'rolls/',
          Object.fromEntries(new URLSearchParams(rollQueryString(query))),
        ),
      ),
    /** §7 "/api/dab/{radioCode} (live info)". */
    liveInfo: (radioCode: string) => get<LiveInfo>('getLiveInfo', `/api/dab/${seg(radioCode)}`),
    /** §7 "GET rcf_tracking_replay/{a}/{b}": {a} = user id, {b} = media id. Null when none (404) or no user id. */
    async tracker(userId: string | null | undefined, mediaId: string | number): Promise<Tracker | null> {
      if (!userId) return null;
      try {
        const data = await http.call<Tracker | TrackerEntity | (Tracker | TrackerEntity)[] | null>(
          'getTracker',
          {
            path: `rcf_tracking_replay/${seg(userId)}/${seg(mediaId)}`,
            auth: true,
          },
        );
        return normaliseTracker(Array.isArray(data) ? data[0] : data);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    /** §7 "POST entity/rcf_tracking_replay". */
    async addTracker(t: {
      userId: string | null | undefined;
      mediaId: string | number;
      offset: number;
      status: TrackerStatus;
    }): Promise<Tracker | undefined> {
      if (!t.userId) return undefined;
      const body: TrackerCreate = {
        field_replay_wso2_uid: t.userId,
        field_replay_media_id: String(t.mediaId),
        field_replay_offset: Math.round(t.offset),
        field_replay_status: t.status,
      };
      const data = await http.call<Tracker | TrackerEntity>('addTracker', {
        method: 'POST',
        path: 'entity/rcf_tracking_replay',
        body,
        auth: true,
      });
      return normaliseTracker(data) ?? undefined;
    },
    /** §7 "PATCH rcf_tracking_replay/{id} with field_replay_offset and optional field_replay_status". */
    async updateTracker(t: {
      userId: string | null | undefined;
      id: number;
      offset: number;
      status?: TrackerStatus;
    }): Promise<void> {
      if (!t.userId) return;
      const body: TrackerUpdate = { field_replay_offset: Math.round(t.offset) };
      if (t.status !== undefined) body.field_replay_status = t.status;
      await http.call('updateTracker', {
        method: 'PATCH',
        path: `rcf_tracking_replay/${seg(t.id)}`,
        body,
        auth: true,
      });
    },
  };
}

/** The listening calls alone, on the content API's base (`_format=json`). */
export function createListeningApi(options: ClientOptions) {
  return listeningCalls(createHttp(options, true));
}

export type ListeningApi = ReturnType<typeof createListeningApi>;
