import {
  type DonationPopin,
  type Episode,
  type LiveInfo,
  type PlayerList,
  type Radio,
  type Roll,
  type RollQuery,
  rollQueryString,
  type Tracker,
  type TrackerEntity,
  type TrackerStatus,
  trackerFromEntity,
} from '@radio/core';
import type { PlayerOptions, PlayerUser } from './types';

/** The calls the engine makes (spec §7), behind one seam so tests fake `fetch` only. */
export interface PlayerApi {
  episode(id: string): Promise<Episode>;
  radio(code: string): Promise<Radio>;
  liveInfo(code: string): Promise<LiveInfo>;
  /** First roll matching the query, or null. */
  roll(query: RollQuery): Promise<Roll | null>;
  /** §4 "a check request to the roll audio runs": true when the audio answers. */
  checkAudio(url: string): Promise<boolean>;
  playerList(type: string, listId: string, soundId: string): Promise<PlayerList>;
  tracker(user: PlayerUser, mediaId: string): Promise<Tracker | null>;
  createTracker(user: PlayerUser, mediaId: string, offsetMs: number, status: TrackerStatus): Promise<Tracker>;
  updateTracker(user: PlayerUser, id: number, offsetMs: number, status: TrackerStatus): Promise<void>;
  donationPopin(): Promise<DonationPopin | null>;
}

class ApiCallError extends Error {
  constructor(
    name: string,
    readonly status: number,
  ) {
    super(`API call to ${name} failed`);
  }
}

export function createPlayerApi(options: Pick<PlayerOptions, 'contentApiUrl' | 'fetch'>): PlayerApi {
  const base = options.contentApiUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const url = (path: string, query = '') => `${base}/${path}?${query ? `${query}&` : ''}_format=json`;
  const auth = (user: PlayerUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function json<T>(name: string, href: string, init?: RequestInit): Promise<T> {
    const res = await doFetch(href, init);
    if (!res.ok) throw new ApiCallError(name, res.status);
    return (await res.json()) as T;
  }

  return {
    episode: (id) => json<Episode>('getEpisode', url(`api/episode/${encodeURIComponent(id)}`)),
    radio: (code) => json<Radio>('getRadio', url(`radio/${encodeURIComponent(code)}`)),
    liveInfo: (code) => json<LiveInfo>('getLiveInfo', url(`api/dab/${encodeURIComponent(code)}`)),
    async roll(query) {
      const rows = await json<Roll[] | { rows: Roll[] }>('getRolls', url('rolls/', rollQueryString(query)));
      const list = Array.isArray(rows) ? rows : rows.rows;
      return list.find((r) => r.field_media_audio_file[0]?.url) ?? null;
    },
    async checkAudio(href) {
      try {
        const res = await doFetch(href, { method: 'HEAD' });
        return res.ok;
      } catch {
        return false;
      }
    },
    playerList: (type, listId, soundId) =>
      json<PlayerList>(
        'getPlayerList',
        url(
          `rcf_rest_playerlist/${encodeURIComponent(type)}/${encodeURIComponent(listId)}/${encodeURIComponent(soundId)}`,
        ),
      ),
    async tracker(user, mediaId) {
      const res = await doFetch(
        url(`rcf_tracking_replay/${encodeURIComponent(user.id)}/${encodeURIComponent(mediaId)}`),
        { headers: auth(user) },
      );
      if (res.status === 404) return null;
      if (!res.ok) throw new ApiCallError('getTracker', res.status);
      // The API answers a list of 0 or 1 tracker, in the §3 entity fields (and the normalised ones).
      const body = (await res.json()) as
        | Partial<Tracker & TrackerEntity>
        | Partial<Tracker & TrackerEntity>[]
        | null;
      const row = (Array.isArray(body) ? body[0] : body) ?? null;
      if (!row || typeof row.id !== 'number') return null;
      return row.offset === undefined && row.field_replay_offset !== undefined
        ? trackerFromEntity(row as TrackerEntity)
        : (row as Tracker);
    },
    createTracker: (user, mediaId, offsetMs, status) =>
      json<Tracker>('addTracker', url('entity/rcf_tracking_replay'), {
        method: 'POST',
        headers: { ...auth(user), 'Content-Type': 'application/json' },
        body: JSON.stringify({
          field_replay_wso2_uid: user.id,
          field_replay_media_id: mediaId,
          field_replay_offset: offsetMs,
          field_replay_status: status,
        }),
      }),
    async updateTracker(user, id, offsetMs, status) {
      const res = await doFetch(url(`rcf_tracking_replay/${id}`), {
        method: 'PATCH',
        headers: { ...auth(user), 'Content-Type': 'application/json' },
        body: JSON.stringify({ field_replay_offset: offsetMs, field_replay_status: status }),
      });
      if (!res.ok) throw new ApiCallError('updateTracker', res.status);
    },
    async donationPopin() {
      try {
        return await json<DonationPopin>('getDonationPopin', url('donnation_popin'));
      } catch {
        return null;
      }
    },
  };
}
