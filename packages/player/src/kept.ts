import { KEPT_VOLUME_KEY, parseKeptVolume } from '@radio/core';
import type { PlayerSound, PlayerState } from './types';
import { storage, writeQueue } from './up-next';

/**
 * What a listener sets stays (kept in the browser's storage like « À suivre »): the volume and the
 * mute, and the episode loaded with its second, so that a reload finds the bar as it was left. A
 * storage the browser refuses keeps nothing and breaks nothing.
 */
export const VOLUME_KEY = KEPT_VOLUME_KEY;
export const EPISODE_KEY = 'radio-episode';

const read = (key: string): unknown => {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

const write = (key: string, value: unknown) => {
  try {
    if (value) storage()?.setItem(key, JSON.stringify(value));
    else storage()?.removeItem(key);
  } catch {
    // Full or refused storage: the setting lasts as long as the page.
  }
};

/** The kept volume (0..1) and mute, each only when well formed. */
export function keptVolume(): Partial<Pick<PlayerState, 'volume' | 'muted'>> {
  try {
    return parseKeptVolume(storage()?.getItem(VOLUME_KEY));
  } catch {
    return {};
  }
}

/** The episode kept (a podcast's sound data) and its second, or null. */
export function keptEpisode(): { sound: PlayerSound; position: number } | null {
  const e = read(EPISODE_KEY) as { sound?: PlayerSound; position?: unknown } | null;
  return e?.sound && typeof e.sound.id === 'string' && typeof e.sound.audio_file === 'string' && !e.sound.live
    ? { sound: e.sound, position: Number(e.position) || 0 }
    : null;
}

/**
 * Keeps what changed, for the next page or a reload: « À suivre », the volume, and the episode
 * loaded (with its second) or nothing.
 */
export function keep(s: PlayerState, prev: PlayerState): void {
  if (s.queue !== prev.queue) writeQueue(s.queue);
  if (s.volume !== prev.volume || s.muted !== prev.muted)
    write(VOLUME_KEY, { volume: s.volume, muted: s.muted });
  if (s.sound !== prev.sound || s.position !== prev.position)
    write(
      EPISODE_KEY,
      s.sound && !s.sound.live && !s.embed ? { sound: s.sound, position: Math.floor(s.position) } : null,
    );
}
