/**
 * The saved listening positions of a signed-in listener (spec §7 rcf_tracking_replay): apart from
 * the other listening calls (listening.ts) so that the SDK's script that plays does not carry them;
 * the engine's tracker, a lazy part, builds them on the engine's own HTTP door. `createContentApi`
 * and `createListeningApi` include them.
 */
import { trackerFromEntity } from '../trackerPolicy';
import type {
  Tracker,
  TrackerCreate,
  TrackerEntity,
  TrackerMove,
  TrackerSave,
  TrackerUpdate,
} from '../types';
import { type Http, noneOn404, seg } from './http';

/** The API may answer a tracker as the §3 entity (field_replay_*) or already normalised. */
function normaliseTracker(t: Tracker | TrackerEntity | null | undefined): Tracker | null {
  if (!t) return null;
  return 'field_replay_offset' in t ? trackerFromEntity(t) : t;
}

export function trackerCalls(http: Http) {
  return {
    /** §7 "GET rcf_tracking_replay/{a}/{b}": {a} = user id, {b} = media id. Null when none (404) or no user id. */
    async tracker(userId: string | null | undefined, mediaId: string | number): Promise<Tracker | null> {
      if (!userId) return null;
      const data = await noneOn404(
        http.call<Tracker | TrackerEntity | (Tracker | TrackerEntity)[] | null>('getTracker', {
          path: `rcf_tracking_replay/${seg(userId)}/${seg(mediaId)}`,
          auth: true,
        }),
      );
      return normaliseTracker(Array.isArray(data) ? data[0] : data);
    },
    /** §7 "POST entity/rcf_tracking_replay". */
    async addTracker(t: TrackerSave & { userId: string | null | undefined }): Promise<Tracker | undefined> {
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
    async updateTracker(t: TrackerMove & { userId: string | null | undefined }): Promise<void> {
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
