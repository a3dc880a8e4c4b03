'use client';

import type { RadioSdk } from '@radio/sdk';
import { useSyncExternalStore } from 'react';
import { engine, soundIdOf } from '@/lib/play';
import { whenSdk } from '@/lib/sdk';

export { listAround, type PlayRequest, type QueueItem, soundIdOf, toggle } from '@/lib/play';
export { whenSdk };

/**
 * `?episode=ID&t=SS`: loads the episode in the bar (title, artwork, duration) without playing it;
 * the listener's press on play starts it, at SS once any pre-roll is over.
 */
export async function prepare(episodeId: string, startAt?: number): Promise<void> {
  const sdk = await whenSdk();
  const player = engine(sdk);
  if (!player) return;
  const current = player.store.getState();
  // Something the listener started already plays: a shared link must not interrupt it.
  if (current.sound && current.status !== 'idle' && current.status !== 'paused') return;
  await player.load({ episodeId, autoplay: false, ...(startAt ? { startAt } : {}) });
}

/**
 * The listener chose another radio: a live stream loaded in the bar moves to the new radio's
 * stream and now-playing, playing if it was playing, without a page reload.
 */
export async function followRadio(radioCode: string): Promise<void> {
  const sdk = window.RadioSDK;
  const player = sdk ? engine(sdk) : null;
  const s = player?.store.getState();
  if (!sdk || !player || !s?.sound?.id.startsWith('livestream-') || s.status === 'idle') return;
  if (s.sound.id === soundIdOf({ radioCode })) return;
  if (s.status === 'paused' || s.status === 'embed') await player.load({ radioCode, autoplay: false });
  else await sdk.play({ radioCode });
}

// ── what plays now, for the buttons' pressed state ──

export type NowPlaying = { id: string | null; audible: boolean };
const IDLE: NowPlaying = { id: null, audible: false };
let now: NowPlaying = IDLE;

function read(player: RadioSdk['player']): NowPlaying {
  const s = player.store.getState();
  const id = s.status === 'idle' ? null : (s.sound?.id ?? null);
  const audible =
    s.status === 'playing' || s.status === 'roll' || s.status === 'live' || s.status === 'loading';
  if (id !== now.id || audible !== now.audible) now = { id, audible };
  return now;
}

function subscribe(cb: () => void): () => void {
  let off: (() => void) | null = null;
  let alive = true;
  whenSdk()
    .then((sdk) => {
      const player = engine(sdk);
      if (!alive || !player) return;
      off = player.store.subscribe(() => {
        read(player);
        cb();
      });
      read(player);
      cb();
    })
    .catch(() => {
      // No SDK: the buttons keep their resting state.
    });
  return () => {
    alive = false;
    off?.();
  };
}

/** The engine's current sound id and whether it is audible (or loading), kept in step with the store. */
export function useNowPlaying(): NowPlaying {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => IDLE,
  );
}
