import {
  resumePosition,
  type SoundData,
  type Tracker,
  type TrackerAction,
  trackerOnEnd,
  trackerOnTick,
} from '@radio/core';
import { currentTrack, type PlayerContext } from './context';
import type { PlayerUser } from './types';

/**
 * The listening position of a signed-in listener (spec §4 tracker): read to resume, saved on the
 * ticks core's `trackerOnTick` chooses, reset to 0 at the end. Embed players and live keep none.
 */
export interface ListenTracker {
  /** The saved position of this sound, or null (signed out, embed, none saved, or unreachable). */
  fetch(sound: SoundData): Promise<Tracker | null>;
  /** Adopts a fetched tracker for the current sound; returns the second to resume at. */
  adopt(tracker: Tracker): number | null;
  onTick(ticks: number, position: number, sound: SoundData): void;
  onEnd(sound: SoundData): void;
  /** A new track, or another user: the tracker id belongs to the old one. */
  reset(): void;
  userChanged(previous: PlayerUser | null, next: PlayerUser | null): void;
}

export function createListenTracker(ctx: PlayerContext): ListenTracker {
  const { get } = ctx;
  let trackerId: number | null = null;

  function apply(action: TrackerAction, mediaId: string) {
    const user = get().user;
    if (!user || action.kind === 'none') return;
    const isCurrent = currentTrack(ctx);
    const done =
      action.kind === 'create'
        ? ctx.api.createTracker(user, mediaId, action.offsetMs, action.status).then((t) => {
            if (t && isCurrent()) trackerId = t.id;
          })
        : ctx.api.updateTracker(user, action.id, action.offsetMs, action.status);
    done.catch((err: unknown) => console.warn('[player] tracker save failed', err));
  }

  const context = (sound: SoundData) => ({
    signedIn: get().user !== null,
    live: Boolean(sound.live),
    embed: get().embed,
    trackerId,
  });

  return {
    fetch(sound) {
      const { user, embed } = get();
      return user && !embed ? ctx.api.tracker(user, sound.id).catch(() => null) : Promise.resolve(null);
    },
    adopt(tracker) {
      trackerId = tracker.id;
      return resumePosition(tracker);
    },
    onTick: (ticks, position, sound) => apply(trackerOnTick(ticks, position, context(sound)), sound.id),
    onEnd: (sound) => apply(trackerOnEnd(context(sound)), sound.id),
    reset() {
      trackerId = null;
    },
    userChanged(previous, next) {
      if (previous?.id !== next?.id) trackerId = null;
    },
  };
}
