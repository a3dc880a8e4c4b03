import { PODCAST_ACTIVE_S, PODCAST_ONGOING_PERCENT, type SoundData } from '@radio/core';
import type { PlayerContext } from './context';
import type { ListenCounter } from './counter';
import type { Rolls } from './rolls';
import type { ListenTracker } from './tracker';
import type { Transport } from './transport';

/** Per-episode bookkeeping that the store does not need to publish. */
interface EpisodeRun {
  ticks: number;
  startSent: boolean;
  activeSent: boolean;
  ongoingSent: boolean;
  lastPercent: number;
}

const newRun = (): EpisodeRun => ({
  ticks: 0,
  startSent: false,
  activeSent: false,
  ongoingSent: false,
  lastPercent: 0,
});

/** What an episode's progress feeds: its first start, then each 1-s tick while it plays. */
export interface Progress {
  /** The episode started playing (§7 podcastStart, once per episode). */
  started(sound: SoundData): void;
}

/**
 * What each second of a playing episode does (spec §4, §7): count the listen, send the
 * podcastActive and podcastOngoing milestones once, let the donation funnel look at the
 * progress, save the tracker on its ticks, move the lock screen's position.
 */
export function createProgress(
  ctx: PlayerContext,
  deps: { transport: Transport; counter: ListenCounter; rolls: Rolls; tracker: ListenTracker },
): Progress {
  const { analytics } = ctx;
  let run = newRun();
  deps.transport.onTrackChange(() => {
    run = newRun();
  });
  deps.transport.onTick((s, position, duration) => {
    const sound = s.sound;
    if (!sound || sound.live || s.status !== 'playing') return;
    run.ticks++;
    const after = deps.counter.count(sound, position);
    if (!run.activeSent && position >= PODCAST_ACTIVE_S) {
      run.activeSent = true;
      analytics.push('podcastActive', sound);
    }
    const percent = duration > 0 ? (position / duration) * 100 : 0;
    if (!run.ongoingSent && percent >= PODCAST_ONGOING_PERCENT) {
      run.ongoingSent = true;
      analytics.push('podcastOngoing', sound);
    }
    deps.rolls.onProgress(sound, { percent, previousPercent: run.lastPercent, counter: after });
    run.lastPercent = percent;
    deps.tracker.onTick(run.ticks, position, sound);
    ctx.syncMediaSession();
  });
  return {
    started(sound) {
      if (run.startSent) return;
      run.startSent = true;
      analytics.push('podcastStart', sound);
    },
  };
}
