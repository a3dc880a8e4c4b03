import { DEFAULT_BRAND } from '@radio/core';
import { currentTrack, isAudible, type PlayerContext } from './context';
import { type EngineExtras, loadExtras } from './extras-load';
import type { Live } from './live';
import type { LiveInfoFeed } from './live-info';
import type { MediaSessionHandlers } from './mediaSession';
import type { SleepTimer } from './sleep-timer';
import type { StartOver } from './start-over';
import type { ListenTracker } from './tracker';
import type { Transport } from './transport';
import type { SleepTimerSetting } from './types';

/**
 * The engine's extras (extras.ts: lock screen, sleep timer, start-over) as the engine uses them:
 * fetched once, on first need, never before the first sound; a failed fetch is tried again next time.
 */
export function lazyExtras(ctx: PlayerContext, pause: () => void) {
  let extras: Promise<EngineExtras> | null = null;
  const withExtras = <T>(use: (x: EngineExtras) => T): Promise<T> => {
    extras ??= loadExtras().catch((e: unknown) => {
      extras = null;
      throw e;
    });
    return extras.then(use);
  };
  let unbindMediaSession: (() => void) | null = null;
  let sleepTimer: SleepTimer | null = null;
  let startOver: StartOver | null = null;

  return {
    /** Lock screen metadata and position follow the store, once a sound has played. */
    syncMediaSession(handlers: () => MediaSessionHandlers) {
      if (ctx.options.mediaSession === false) return;
      if (!unbindMediaSession && !isAudible(ctx.get().status)) return;
      void withExtras((x) => {
        if (ctx.life.destroyed) return;
        unbindMediaSession ??= x.bindMediaSession(handlers());
        x.updateMediaSession(ctx.get(), ctx.options.brand ?? DEFAULT_BRAND);
      }).catch(() => {
        // Without the extras the lock screen keeps the browser's own controls.
      });
    },
    /** « Fin de l'épisode » can only be set through the timer: no timer yet, no stop there. */
    stopsAtEnd: () => sleepTimer?.stopsAtEnd() ?? false,
    setSleepTimer: (setting: SleepTimerSetting | null): Promise<void> =>
      withExtras((x) => {
        sleepTimer ??= x.createSleepTimer(ctx.store, pause);
        if (!ctx.life.destroyed) sleepTimer.set(setting);
      }).catch(() => {
        // The select goes back to the store's setting: no timer was set.
      }),
    startOver: (live: Live): Promise<boolean> =>
      withExtras((x) => (startOver ??= x.createStartOver(ctx, live))).then(
        (s) => s.restart(),
        () => ctx.fail('network'),
      ),
    /** The live's now-playing, followed once the extras are there (never for a track gone meanwhile). */
    liveInfo(transport: Transport): LiveInfoFeed {
      let feed: LiveInfoFeed | null = null;
      return {
        follow(code: string) {
          const isCurrent = currentTrack(ctx);
          void withExtras((x) => {
            feed ??= x.createLiveInfo(ctx, transport);
            if (isCurrent() && !ctx.life.destroyed) feed.follow(code);
          }).catch(() => {
            // Without the extras the live plays on under its default title.
          });
        },
        following: () => feed?.following() ?? false,
      };
    },
    /**
     * The saved positions (tracker.ts) of a signed-in listener: fetched from sign-in, so that it is
     * there when they press play; a position asked for before it arrived waits for it. Signed out,
     * or the extras unreachable, there is none (the episode plays from its start, as signed out).
     */
    tracker(): ListenTracker {
      let real: ListenTracker | null = null;
      const ready = () =>
        withExtras((x) => {
          real ??= x.createListenTracker(ctx);
          return real;
        });
      return {
        fetch: (sound) =>
          ctx.get().user
            ? ready().then(
                (t) => t.fetch(sound),
                () => null,
              )
            : Promise.resolve(null),
        adopt: (saved) => real?.adopt(saved) ?? null,
        onTick: (ticks, position, sound) => real?.onTick(ticks, position, sound),
        onEnd: (sound) => real?.onEnd(sound),
        reset: () => real?.reset(),
        userChanged(previous, next) {
          real?.userChanged(previous, next);
          if (next && !real) void ready().catch(() => {});
        },
      };
    },
    /** Only a started-over live (the extras loaded) has somewhere to come back from. */
    backToLive: () => startOver?.toLive(),
    destroy() {
      sleepTimer?.clear();
      unbindMediaSession?.();
    },
  };
}
