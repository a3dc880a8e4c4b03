'use client';

import type { RadioSdk } from '@radio/sdk';
import { useSyncExternalStore } from 'react';
import { whenSdk } from '@/lib/sdk';

export { whenSdk };

export type QueueItem = { id: string; title: string; show?: string | null };
export type PlayRequest =
  | { episodeId: string; playlist?: { type: string; id: string }; queue?: QueueItem[] }
  | { radioCode: string };

/**
 * Continuous listening: the list a play button stands in (`[data-play-list]`, its value
 * `{type}:{id}` for rcf_rest_playerlist, or empty), read in page order — its episodes become
 * « À suivre » after the one played. Lists: a show's episodes, top podcasts, listen later.
 */
export function listAround(
  button: Element,
): Pick<Extract<PlayRequest, { episodeId: string }>, 'playlist' | 'queue'> {
  const list = button.closest('[data-play-list]');
  if (!list) return {};
  const queue = [...list.querySelectorAll<HTMLElement>('[data-play-episode]')].map((b) => ({
    id: b.dataset.playEpisode ?? '',
    title: b.dataset.title ?? '',
    show: b.dataset.show || null,
  }));
  const [type, id] = (list.getAttribute('data-play-list') ?? '').split(':');
  return { queue, ...(type && id ? { playlist: { type, id } } : {}) };
}

/** The engine's id for what a request plays (spec §3: a live stream is `livestream-{radioCode}`). */
export function soundIdOf(req: PlayRequest): string {
  return 'radioCode' in req ? `livestream-${req.radioCode}` : String(req.episodeId);
}

function engine(sdk: RadioSdk): RadioSdk['player'] | null {
  try {
    return sdk.player ?? null;
  } catch {
    // `player` throws while the SDK has no configuration.
    return null;
  }
}

/** Plays an episode or a live stream in the player bar. */
export async function play(req: PlayRequest): Promise<void> {
  const sdk = await whenSdk();
  await sdk.play(req);
}

/**
 * One press on a play control toggles what it stands for: pause when that sound is playing (or
 * on its way), resume when it is loaded and paused, load and play it otherwise.
 */
export async function toggle(req: PlayRequest): Promise<void> {
  const sdk = await whenSdk();
  const player = engine(sdk);
  const state = player?.store.getState();
  if (player && state && state.sound?.id === soundIdOf(req) && state.status !== 'idle') {
    if (state.status === 'paused' || state.status === 'embed') await player.play();
    else player.pause();
    return;
  }
  await sdk.play(req);
}

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
