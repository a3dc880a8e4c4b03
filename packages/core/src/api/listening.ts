/**
 * The content API calls of a listening client (spec §7): the player engine and the SDK's
 * elements. A factory of its own so that the SDK's script carries these calls and not the whole
 * content client; `createContentApi` includes them. The saved positions' calls are apart
 * (tracking.ts): only a signed-in listener needs them, from the engine's lazy part.
 */
import { rollQueryString } from '../rollQuery';
import type { RadioTimeshift } from '../timeshift';
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
} from '../types';
import { type ClientOptions, createHttp, type Http, type List, rowsOf, seg } from './http';
import { trackerCalls } from './tracking';

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
  };
}

/** The listening calls alone, with the saved positions', on the content API's base (`_format=json`). */
export function createListeningApi(options: ClientOptions) {
  const http = createHttp(options, true);
  return { ...listeningCalls(http), ...trackerCalls(http) };
}

export type ListeningApi = ReturnType<typeof createListeningApi>;
