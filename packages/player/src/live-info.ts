import { liveRefreshDelay, liveTimeLeft, liveTimePassed, RETRY_MAX_ERRORS, retryDelay } from '@radio/core';
import { currentTrack, type PlayerContext } from './context';
import type { Transport } from './transport';

/** The now-playing of a live stream (`/api/dab/{code}`), kept fresh while the stream is loaded. */
export interface LiveInfoFeed {
  /** Fetches now and then on the §9 schedule, until the track changes. */
  follow(code: string): void;
  /** True while a refresh is scheduled. */
  following(): boolean;
}

export function createLiveInfo(ctx: PlayerContext, transport: Transport): LiveInfoFeed {
  const { get, set } = ctx;
  let infoTimer: ReturnType<typeof setTimeout> | null = null;
  let infoErrors = 0;
  const stopTimer = () => {
    if (infoTimer !== null) clearTimeout(infoTimer);
    infoTimer = null;
  };
  transport.onTrackChange(() => {
    stopTimer();
    infoErrors = 0;
  });

  /** Now-playing, refreshed on the §9 schedule; a failure is only logged (§8) and retried sooner. */
  async function refreshInfo(code: string) {
    const isCurrent = currentTrack(ctx);
    let delay: number;
    try {
      const info = await ctx.api.liveInfo(code);
      if (!isCurrent() || ctx.life.destroyed) return;
      infoErrors = 0;
      const now = new Date();
      const timeLeft = liveTimeLeft(info.enddate, now);
      const sound = get().sound;
      set({
        live: info,
        sound: sound
          ? { ...sound, timeLeft: timeLeft ?? 0, timePassedSinceStart: liveTimePassed(info.date, now) }
          : sound,
      });
      ctx.emit('live-info', { live: info });
      ctx.syncMediaSession();
      delay = liveRefreshDelay(timeLeft);
    } catch (err) {
      if (!isCurrent() || ctx.life.destroyed) return;
      console.warn('[player] live info unavailable', err);
      infoErrors++;
      delay = infoErrors > RETRY_MAX_ERRORS ? liveRefreshDelay(null) : retryDelay(infoErrors);
      if (infoErrors > RETRY_MAX_ERRORS) infoErrors = 0;
    }
    stopTimer();
    infoTimer = setTimeout(() => {
      infoTimer = null;
      void refreshInfo(code);
    }, delay);
  }

  return {
    follow: (code) => void refreshInfo(code),
    following: () => infoTimer !== null,
  };
}
