import { describe, expect, it } from 'vitest';
import {
  isTrackerStatus,
  resumePosition,
  type TrackerContext,
  trackerFromEntity,
  trackerOnEnd,
  trackerOnTick,
  trackerToEntity,
} from './trackerPolicy';

const ctx = (over: Partial<TrackerContext> = {}): TrackerContext => ({
  signedIn: true,
  live: false,
  embed: false,
  trackerId: null,
  ...over,
});

describe('tracker policy (§4 Tracker)', () => {
  it('§4 "Every 10th one-second tick, for a signed-in user on a non-live, non-embed sound, the position is saved with status InProgress (create if no id, else update)"', () => {
    expect(trackerOnTick(9, 9, ctx())).toEqual({ kind: 'none' });
    expect(trackerOnTick(0, 0, ctx())).toEqual({ kind: 'none' });
    expect(trackerOnTick(10, 10.4, ctx())).toEqual({ kind: 'create', offsetMs: 10400, status: 1 });
    expect(trackerOnTick(20, 95, ctx({ trackerId: 7 }))).toEqual({
      kind: 'update',
      id: 7,
      offsetMs: 95000,
      status: 1,
    });
    expect(trackerOnTick(10, 10, ctx({ signedIn: false }))).toEqual({ kind: 'none' });
    expect(trackerOnTick(10, 10, ctx({ live: true }))).toEqual({ kind: 'none' });
    expect(trackerOnTick(10, 10, ctx({ embed: true }))).toEqual({ kind: 'none' });
  });

  it('§4 "At the end the position resets to 0."', () => {
    expect(trackerOnEnd(ctx({ trackerId: 7 }))).toEqual({ kind: 'update', id: 7, offsetMs: 0, status: 0 });
    expect(trackerOnEnd(ctx())).toEqual({ kind: 'create', offsetMs: 0, status: 0 });
    expect(trackerOnEnd(ctx({ signedIn: false, trackerId: 7 }))).toEqual({ kind: 'none' });
  });

  it('§4 "On start, a saved offset above 0 seeks to that second."', () => {
    expect(resumePosition({ offset: 95400 })).toBe(95);
    expect(resumePosition({ offset: 0 })).toBeNull();
    expect(resumePosition(null)).toBeNull();
  });

  it('§3 "Tracker … user_id (from field_replay_wso2_uid), media_id (field_replay_media_id), offset in ms (field_replay_offset), status (field_replay_status: 0 Listened, 1 InProgress)"', () => {
    const entity = {
      id: 3,
      field_replay_wso2_uid: 'sub-1',
      field_replay_media_id: '42',
      field_replay_offset: 12000,
      field_replay_status: 1 as const,
    };
    const t = trackerFromEntity(entity);
    expect(t).toEqual({ id: 3, user_id: 'sub-1', media_id: '42', offset: 12000, status: 1 });
    expect(trackerToEntity(t)).toEqual(entity);
    expect(isTrackerStatus(0)).toBe(true);
    expect(isTrackerStatus(1)).toBe(true);
    expect(isTrackerStatus(2)).toBe(false);
    expect(isTrackerStatus('1')).toBe(false);
  });
});
