import { DEFAULT_LISTENER_MAX, DEFAULT_MUTED, DEFAULT_VOLUME } from '@radio/core';
import { countersFrom, readCounter } from './counter';
import { keptVolume } from './kept';
import type { PlayerOptions, PlayerState } from './types';
import { readQueue } from './up-next';

/** What `stop()` and a fresh track clear: nothing loaded, no roll, no live, no playlist, no error. */
export const EMPTY_TRACK = {
  status: 'idle' as const,
  sound: null,
  roll: null,
  postRoll: null,
  live: null,
  radioCode: null,
  timeshift: null,
  position: 0,
  buffering: false,
  duration: 0,
  playlist: null,
  error: null,
} satisfies Partial<PlayerState>;

/** The store before anything is loaded (spec §9 defaults: volume 0.5, not muted). */
export function initialState(options: PlayerOptions): PlayerState {
  return {
    ...EMPTY_TRACK,
    volume: DEFAULT_VOLUME,
    muted: DEFAULT_MUTED,
    // What the listener set last time (kept.ts).
    ...keptVolume(),
    rate: 1,
    sleepTimer: { setting: null, endsAt: null },
    counters: countersFrom(readCounter(), options.listenerMax ?? DEFAULT_LISTENER_MAX),
    popInDonation: false,
    modals: { visible: null, waiting: [] },
    user: options.user ?? null,
    embed: options.embed ?? false,
    queue: readQueue(),
  };
}
