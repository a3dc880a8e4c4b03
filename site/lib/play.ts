/**
 * What a play control plays and the one press that plays it, without React: used by the site's
 * buttons once hydrated (components/player) and by the first-sound loader before (lib/first-sound.ts),
 * so that an early press and a later one do exactly the same thing.
 */
import type { RadioSdk } from '@radio/sdk';
import { whenSdk } from './sdk';

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

export function engine(sdk: RadioSdk): RadioSdk['player'] | null {
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
