import {
  isApiError,
  RETRY_MAX_ERRORS,
  resumePosition,
  retryDelay,
  type SoundData,
  type Tracker,
  type TrackerAction,
  trackerCalls,
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

/**
 * A save the API could not take now: 503 (its database out of reach, « momentanément
 * indisponible »), a gateway's 502/504, or no answer at all (status 0).
 */
const isTransient = (err: unknown) => isApiError(err) && [0, 502, 503, 504].includes(err.status);

export function createListenTracker(ctx: PlayerContext): ListenTracker {
  const { get } = ctx;
  // Built here, in the engine's lazy part, on its HTTP door (the signed-in listener's token).
  const calls = trackerCalls(ctx.api.http);
  let trackerId: number | null = null;
  /** The newest save: an older one failing later is never sent again over it. */
  let latest = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * Saves the position; a save refused for a moment (the API's database restarting) is sent
   * again on the §9 schedule (500 ms ×3, 1 s ×3, 2 s ×3, then 5 s; 10 tries at most) until a
   * newer position replaces it.
   */
  function apply(action: TrackerAction, mediaId: string, attempt = 0) {
    const user = get().user;
    if (!user || action.kind === 'none') return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const mine = ++latest;
    const isCurrent = currentTrack(ctx);
    const done =
      action.kind === 'create'
        ? calls
            .addTracker({ userId: user.id, mediaId, offset: action.offsetMs, status: action.status })
            .then((t) => {
              if (t && isCurrent()) trackerId = t.id;
            })
        : calls.updateTracker({
            userId: user.id,
            id: action.id,
            offset: action.offsetMs,
            status: action.status,
          });
    done.catch((err: unknown) => {
      if (isTransient(err) && attempt < RETRY_MAX_ERRORS && mine === latest && get().user?.id === user.id) {
        retryTimer = setTimeout(
          () => {
            retryTimer = null;
            if (mine === latest) apply(action, mediaId, attempt + 1);
          },
          retryDelay(attempt + 1),
        );
        return;
      }
      console.warn('[player] tracker save failed', err);
    });
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
      return user && !embed ? calls.tracker(user.id, sound.id).catch(() => null) : Promise.resolve(null);
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
