import { liveSoundId, retryDecision } from '@radio/core';
import type { PlayerContext } from './context';
import type { LiveInfoFeed } from './live-info';
import { liveSound } from './sound';
import { EMPTY_TRACK } from './state';
import type { Transport } from './transport';

/**
 * A playing live stream whose position has not moved for this long has dropped (the spec sets
 * no figure). Long enough for the browser's own reconnection to bring data back after a short
 * cut, short enough that the listener does not wait in silence.
 */
export const LIVE_STALL_MS = 5000;
/**
 * A live connection that has not started playing after this long is a network error too (a
 * server that accepts and never answers leaves the <audio> waiting with no error). Longer than
 * the stall, so that a slow first connection is not cut short.
 */
export const LIVE_START_MS = 10_000;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** An API call that failed: the content is unknown (404), else it could not be reached. */
export const failure = (e: unknown): 'not-found' | 'network' =>
  (e as { status?: number } | null)?.status === 404 ? 'not-found' : 'network';

/** Only the autoplay policy (NotAllowedError, or an engine that gives no reason) refuses a play. */
function isPlayRefusal(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name !== 'NotSupportedError' && name !== 'AbortError';
}

/**
 * A radio's live stream (spec §4, §9): connecting, the stall watch, the retry schedule on
 * network errors, reconnecting when the browser goes online, and the now-playing refresh.
 */
export interface Live {
  load(code: string, autoplay: boolean): Promise<boolean>;
  /** Reconnects to now: resuming a paused stream from its buffer would play the past. */
  resume(): void;
  /** Connects again now to the sound's URL (a start-over, or back to the live edge), retries from zero. */
  reconnect(): void;
  /** Runs before every connection (first play, resume, retry), so the URL can follow a timeshift. */
  onConnect(hook: () => void): void;
  /** Stops listening to the browser's 'online' event. */
  destroy(): void;
}

type Timer = ReturnType<typeof setTimeout> | null;

const clear = (t: Timer) => {
  if (t !== null) clearTimeout(t);
  return null;
};

/** The failure shown (offline, or the stream unavailable), published once until it changes. */
function report(ctx: PlayerContext, status: 'loading' | 'idle') {
  const code = offline() ? 'offline' : 'network';
  if (ctx.get().error?.code === code) ctx.set({ status });
  else ctx.fail(code, status);
}

/** A task run once at the next `run()`, then forgotten; `set` replaces it, `drop` forgets it. */
function oneShot() {
  let task: (() => unknown) | null = null;
  return {
    set: (t: () => unknown) => {
      task = t;
    },
    drop: () => {
      task = null;
    },
    run: () => {
      const t = task;
      task = null;
      t?.();
    },
  };
}

/**
 * A live connection that drops often raises neither 'error' nor 'ended' (the browser waits for
 * data, or reconnects on its own and fails quietly); once the buffered audio is played out the
 * position stops. LIVE_STALL_MS without progress counts as a network error (§4): `onStall`.
 */
function watchStall(transport: Transport, onStall: () => void) {
  /** Last live position seen by the tick, and since when it has not moved. */
  let seen = { position: -1, since: 0 };
  transport.onTick((s, position) => {
    if (!s.sound?.live || s.status !== 'live') return;
    const now = Date.now();
    if (position !== seen.position) seen = { position, since: now };
    else if (now - seen.since >= LIVE_STALL_MS) onStall();
  });
  return {
    /** A new connection plays: its position is watched from now. */
    restart: () => {
      seen = { position: -1, since: Date.now() };
    },
  };
}

/** `info`: the live's now-playing feed (live-info.ts, with the engine's extras). */
export function createLive(ctx: PlayerContext, transport: Transport, info: LiveInfoFeed): Live {
  const { get, set } = ctx;
  let retryTimer: Timer = null;
  let startTimer: Timer = null;
  let errors = 0;
  /** What waits for the connection being made to play or fail: the stream has the link first. */
  const afterConnect = oneShot();
  /** Reports a failure of the live connection playing now (set by `connect`). */
  let failed: () => void = () => {};
  const connectHooks: Array<() => void> = [];

  transport.onTrackChange(() => {
    afterConnect.drop();
    retryTimer = clear(retryTimer);
    startTimer = clear(startTimer);
    errors = 0;
  });

  const stall = watchStall(transport, () => failed());

  function connect() {
    for (const hook of connectHooks) hook();
    const sound = get().sound;
    if (!sound?.live) return;
    const handle = transport.openMain(sound);
    // A failure's message stays through the automatic retries, until the stream plays again.
    set({ status: 'loading' });
    // One failure per connection: an element may report the same drop twice ('error' then
    // 'ended', or the stall watch then 'error'); counting both would skip steps of the schedule.
    let done = false;
    const onError = () => {
      if (transport.main !== handle || done) return;
      done = true;
      onNetworkError();
    };
    failed = onError;
    startTimer = clear(startTimer);
    startTimer = setTimeout(() => {
      startTimer = null;
      // A listener who paused meanwhile asked for silence: no retry.
      if (get().status === 'loading') onError();
    }, LIVE_START_MS);
    transport.wire(handle, sound, {
      status: 'live',
      onPlay() {
        startTimer = clear(startTimer);
        errors = 0;
        stall.restart();
        afterConnect.run();
      },
    });
    handle.on('loaderror', onError);
    // An endless stream that "ends" has dropped (the server closed the connection and the
    // buffered audio has been played out): same as a network error.
    handle.on('end', onError);
    // A refused play (autoplay policy) is not a network error: retrying would not help. A source
    // that cannot load also rejects play() (NotSupportedError): its 'loaderror' is the one counted.
    handle.on('playerror', (err) => {
      if (!done && isPlayRefusal(err)) transport.failMain(handle, 'playback');
    });
    handle.play();
  }

  /** §4 "On network errors retry after 500 ms … after more than 10 errors the counter resets and the player unloads." */
  function onNetworkError() {
    afterConnect.run();
    transport.stopTick();
    startTimer = clear(startTimer);
    errors++;
    const decision = retryDecision(errors);
    retryTimer = clear(retryTimer);
    if (decision.action === 'reset') {
      errors = 0;
      transport.closeMain();
      report(ctx, 'idle');
      ctx.syncMediaSession();
      return;
    }
    // The listener sees it at once, while the schedule goes on: offline, or the stream unavailable.
    report(ctx, 'loading');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, decision.delayMs);
  }

  async function load(code: string, autoplay: boolean): Promise<boolean> {
    const current = get();
    if (current.sound?.id === liveSoundId(code) && current.status !== 'idle') return true;
    const req = ++ctx.life.requests;
    let radio: { liveURL: string; name: string; timeshiftURL?: string | null };
    try {
      radio = await ctx.api.radio(code);
    } catch (e) {
      return req === ctx.life.requests && ctx.fail(failure(e), undefined, liveSoundId(code));
    }
    if (req !== ctx.life.requests) return false;
    transport.unloadTrack();
    set({
      ...EMPTY_TRACK,
      sound: liveSound(code, radio.name, radio.liveURL),
      radioCode: code,
      // « Reprendre l'émission au début » only where the radio's record carries a timeshift template.
      timeshift: radio.timeshiftURL
        ? { template: radio.timeshiftURL, liveURL: radio.liveURL, from: null, programme: null }
        : null,
      status: autoplay ? 'loading' : current.embed ? 'embed' : 'paused',
    });
    ctx.syncMediaSession();
    // « Sound at once »: on a slow phone link the stream's first bytes go before the now-playing's
    // (the engine's extras chunk, then the API): it is followed once the stream plays or fails.
    // The page already shows the programme (the hero, the player's initial info).
    if (autoplay) {
      afterConnect.set(() => get().radioCode === code && info.follow(code));
      connect();
    } else info.follow(code);
    return true;
  }

  /** Reconnects now, from a fresh retry count; `refresh` restarts the now-playing schedule too. */
  function reconnect(refresh: boolean) {
    errors = 0;
    retryTimer = clear(retryTimer);
    // Asked for (a press, « Réessayer », the connection back): the control shows it connecting.
    set({ error: null });
    connect();
    const code = get().radioCode;
    if (refresh && code) info.follow(code);
  }

  const unwatch = watchConnection(ctx, () => reconnect(true));

  return {
    load,
    resume: () => reconnect(!info.following()),
    reconnect: () => reconnect(false),
    onConnect: (hook) => void connectHooks.push(hook),
    destroy: unwatch,
  };
}

/**
 * The browser's connection (§4): offline is said at once on whatever is loaded (an episode's buffer
 * may play on meanwhile); back online, the message goes and a live reconnects and plays — not one
 * the listener paused: they asked for silence. Returns the removal of its listeners.
 */
function watchConnection(ctx: PlayerContext, reconnectLive: () => void): () => void {
  const { get, set } = ctx;
  const onOnline = () => {
    const s = get();
    if (s.error?.code === 'offline') set({ error: null });
    if (s.sound?.live && !ctx.life.destroyed && s.status !== 'paused') reconnectLive();
  };
  const onOffline = () => {
    const s = get();
    if (s.sound && s.status !== 'idle' && !ctx.life.destroyed) ctx.fail('offline');
  };
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
