/** Tracker (replay position) policy of spec §4 "Tracker" and the §3 field mapping. */
import { TRACKER_SAVE_EVERY_S, TRACKER_STATUS } from './constants';
import type { Tracker, TrackerEntity, TrackerStatus } from './types';

export interface TrackerContext {
  signedIn: boolean;
  live: boolean;
  embed: boolean;
  /** Id of the existing tracker for this sound, if any. */
  trackerId: number | null | undefined;
}

export type TrackerAction =
  | { kind: 'none' }
  | { kind: 'create'; offsetMs: number; status: TrackerStatus }
  | { kind: 'update'; id: number; offsetMs: number; status: TrackerStatus };

const tracked = (c: TrackerContext) => c.signedIn && !c.live && !c.embed;

/**
 * §4 "Every 10th one-second tick, for a signed-in user on a non-live, non-embed sound, the position is
 * saved with status InProgress (create if no id, else update)." `tick` counts one-second ticks since
 * the sound started (1, 2, …); `positionS` is the playback position in seconds.
 */
export function trackerOnTick(tick: number, positionS: number, c: TrackerContext): TrackerAction {
  if (!tracked(c) || tick <= 0 || tick % TRACKER_SAVE_EVERY_S !== 0) return { kind: 'none' };
  const offsetMs = Math.max(0, Math.round(positionS * 1000));
  const status = TRACKER_STATUS.InProgress;
  return c.trackerId
    ? { kind: 'update', id: c.trackerId, offsetMs, status }
    : { kind: 'create', offsetMs, status };
}

/**
 * §4 "At the end the position resets to 0." The status becomes Listened (our reading of
 * "0 Listened": a sound played to its end has been listened).
 */
export function trackerOnEnd(c: TrackerContext): TrackerAction {
  if (!tracked(c)) return { kind: 'none' };
  const status = TRACKER_STATUS.Listened;
  return c.trackerId
    ? { kind: 'update', id: c.trackerId, offsetMs: 0, status }
    : { kind: 'create', offsetMs: 0, status };
}

/** §4 "On start, a saved offset above 0 seeks to that second." Returns seconds, or null for no seek. */
export function resumePosition(tracker: Pick<Tracker, 'offset'> | null | undefined): number | null {
  if (!tracker || !(tracker.offset > 0)) return null;
  return Math.floor(tracker.offset / 1000);
}

/** §3 "Tracker: id, user_id (from field_replay_wso2_uid), media_id (field_replay_media_id), offset in ms (field_replay_offset), status (field_replay_status)". */
export function trackerFromEntity(e: TrackerEntity): Tracker {
  return {
    id: e.id,
    user_id: e.field_replay_wso2_uid,
    media_id: e.field_replay_media_id,
    offset: e.field_replay_offset,
    status: e.field_replay_status,
  };
}

export function trackerToEntity(t: Tracker): TrackerEntity {
  return {
    id: t.id,
    field_replay_wso2_uid: t.user_id,
    field_replay_media_id: t.media_id,
    field_replay_offset: t.offset,
    field_replay_status: t.status,
  };
}

export function isTrackerStatus(v: unknown): v is TrackerStatus {
  return v === 0 || v === 1;
}
