import { currentTrack, type PlayerContext } from './context';
import { soundFromEpisode } from './sound';
import type { LoadRequest } from './types';
import { takeNext } from './up-next';

/**
 * What plays after the current sound: the neighbours of its playlist (`rcf_rest_playerlist`),
 * for prev/next and for the automatic next item at the end of an episode (§4). Continuous
 * listening's « À suivre » (up-next.ts) comes first, for `next` and `advance`.
 */
export interface PlayQueue {
  /** Fetches the neighbours of this sound in its playlist (the store's `playlist.prev/next`). */
  follow(playlist: { type: string; id: string }, soundId: string): Promise<void>;
  next(): Promise<boolean>;
  prev(): Promise<boolean>;
  /** The current sound has ended (after its post-roll): plays what comes next, if anything. */
  advance(): Promise<boolean>;
}

export function createPlayQueue(
  ctx: PlayerContext,
  load: (request: LoadRequest) => Promise<boolean>,
): PlayQueue {
  const { get, set } = ctx;

  async function goTo(which: 'prev' | 'next'): Promise<boolean> {
    const { playlist, queue } = get();
    // « À suivre » first: the listener's (or the list page's) order wins over the playlist's next.
    const queued = which === 'next' ? takeNext(queue) : null;
    if (queued) {
      set({ queue: queued.rest });
      return load({ episodeId: queued.next.id });
    }
    const target = playlist?.[which];
    if (!playlist || !target) return false;
    return load({ sound: soundFromEpisode(target), playlist: { type: playlist.type, id: playlist.id } });
  }

  return {
    async follow(playlist, soundId) {
      const isCurrent = currentTrack(ctx);
      try {
        const list = await ctx.api.playerList(playlist.type, playlist.id, soundId);
        if (!isCurrent()) return;
        set({ playlist: { ...playlist, prev: list.prev ?? null, next: list.next ?? null } });
      } catch (err) {
        console.warn('[player] playlist neighbours unavailable', err);
      }
    },
    next: () => goTo('next'),
    prev: () => goTo('prev'),
    advance: () => goTo('next'),
  };
}
