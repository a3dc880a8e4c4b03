import { DEFAULT_VOLUME, EMBED_PRELOAD, PROGRESS_TICK_MS, type SoundData } from '@radio/core';
import type { PlayerContext } from './context';
import type { PlayerState, SoundHandle } from './types';

/** Playback speeds offered beyond the spec. */
export const MIN_RATE = 0.75;
export const MAX_RATE = 2;

const clampRate = (r: number) => Math.min(MAX_RATE, Math.max(MIN_RATE, Number.isFinite(r) ? r : 1));
const clampVolume = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : DEFAULT_VOLUME));

/** Called on each progress tick with the state before the tick's update. */
export type TickHook = (state: PlayerState, position: number, duration: number) => void;

/** How a main sound starts playing: podcast ('playing') or live ('live'). */
export interface PlayWiring {
  status: 'playing' | 'live';
  /** Runs on each real start, before the state says so (a seek to resume, a counter reset). */
  onPlay?(): void;
}

/**
 * The sounds and their clock: the main sound (podcast or live) and the roll playing before or
 * after it, the 1-s progress tick, the play/pause wiring podcast and live share, and the
 * controls that reach whichever sound plays (pause, volume, mute, rate).
 */
export interface Transport {
  readonly main: SoundHandle | null;
  readonly roll: SoundHandle | null;
  /** Replaces the main sound (the previous one is unloaded) with one for this sound. */
  openMain(sound: SoundData): SoundHandle;
  closeMain(): void;
  openRoll(url: string): SoundHandle;
  /**
   * Starts loading a roll that may play next (the pre-roll, checked, while the episode is still
   * being read): `openRoll` on the same URL then plays from what has arrived. A main sound opened
   * instead drops it.
   */
  preloadRoll(url: string): void;
  /** Drops a roll loading ahead (the listener stopped, or the engine goes). */
  dropPreloaded(): void;
  /** Unloads this roll if it is still the one playing; false when it was not. */
  closeRoll(handle: SoundHandle): boolean;
  /** The 'play' and 'pause' events of a main sound: state, tick, events, other tabs, lock screen. */
  wire(handle: SoundHandle, sound: SoundData, how: PlayWiring): void;
  /** The main sound failed: its tick stops and the listener sees why, paused (if it is still the main sound). */
  failMain(handle: SoundHandle, code: 'network' | 'playback'): void;
  startTick(): void;
  stopTick(): void;
  onTick(hook: TickHook): void;
  /** §4 "Changing track unloads the current player first": every module's run of the track resets. */
  unloadTrack(): void;
  onTrackChange(reset: () => void): void;
  pause(): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setRate(rate: number): void;
}

/** A sound as the engine opens every one: through an <audio> element, at the listener's settings. */
function create(ctx: PlayerContext, url: string, live: boolean, isRoll: boolean): SoundHandle {
  const s = ctx.get();
  return ctx.engine.create(url, {
    html5: true,
    preload: isRoll || (s.embed ? EMBED_PRELOAD : true),
    format: ['mp3'],
    volume: s.volume,
    mute: s.muted,
    rate: isRoll || live ? 1 : s.rate,
  });
}

/**
 * The roll loading ahead of its turn (`Transport.preloadRoll`), not playing: at most one, taken by
 * `take` when that roll opens (at the listener's settings as they are then), else dropped.
 */
function rollAhead(ctx: PlayerContext) {
  let ready: { url: string; handle: SoundHandle } | null = null;
  const drop = () => {
    ready?.handle.unload();
    ready = null;
  };
  return {
    drop,
    load(url: string) {
      if (ready?.url === url) return;
      drop();
      ready = { url, handle: create(ctx, url, false, true) };
    },
    /** The roll of `url` loading ahead, now the one that plays; else null (and any other dropped). */
    take(url: string): SoundHandle | null {
      const handle = ready?.url === url ? ready.handle : null;
      if (!handle) drop();
      ready = null;
      handle?.volume(ctx.get().volume);
      handle?.mute(ctx.get().muted);
      return handle;
    },
  };
}

export function createTransport(ctx: PlayerContext): Transport {
  const { get, set, emit } = ctx;
  let main: SoundHandle | null = null;
  let roll: SoundHandle | null = null;
  const ahead = rollAhead(ctx);
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  const tickHooks: TickHook[] = [];
  const resets: Array<() => void> = [];

  function tick() {
    const s = get();
    const sound = s.sound;
    if (!main || !sound) return;
    const position = main.seek();
    const duration = sound.live ? 0 : main.duration() || sound.duration;
    // Playing, and not one step since the last tick: the element waits for data. The controls say
    // so; the element resumes by itself when the data comes (the live's stall watch goes on).
    const buffering = position === s.position && (s.status === 'playing' || s.status === 'live');
    set({ position, duration, buffering });
    emit('timeupdate', { position, duration });
    for (const hook of tickHooks) hook(s, position, duration);
  }

  function stopTick() {
    if (tickTimer !== null) clearInterval(tickTimer);
    tickTimer = null;
  }
  // A pause stops the clock between two ticks: the store takes the second the sound stopped at, so
  // a share link, a saved position or a resume starts where the listener heard it stop.
  function holdPosition(handle: SoundHandle) {
    const position = handle.seek();
    if (position === get().position) return;
    const duration = get().duration;
    set({ position });
    emit('timeupdate', { position, duration });
  }

  function wire(handle: SoundHandle, sound: SoundData, how: PlayWiring) {
    handle.on('play', () => {
      if (main !== handle) return;
      how.onPlay?.();
      // <audio> reports 'playing' again after each stall: one 'play' event per real start.
      const resumed = get().status !== how.status;
      set({ status: how.status, error: null, buffering: false });
      transport.startTick();
      if (resumed) {
        ctx.announcePlaying();
        emit('play', { sound });
      }
      ctx.syncMediaSession();
    });
    handle.on('pause', () => {
      if (main !== handle || get().status === 'paused') return;
      stopTick();
      holdPosition(handle);
      set({ status: 'paused', buffering: false });
      emit('pause', { sound });
      ctx.syncMediaSession();
    });
  }

  const transport: Transport = {
    get main() {
      return main;
    },
    get roll() {
      return roll;
    },
    openMain(sound) {
      // The episode starts without the roll prepared for it (partners, a failed check).
      ahead.drop();
      main?.unload();
      main = create(ctx, sound.audio_file, Boolean(sound.live), false);
      return main;
    },
    closeMain() {
      main?.unload();
      main = null;
    },
    openRoll(url) {
      roll = ahead.take(url) ?? create(ctx, url, false, true);
      return roll;
    },
    preloadRoll: ahead.load,
    dropPreloaded: ahead.drop,
    closeRoll(handle) {
      if (roll !== handle) return false;
      handle.unload();
      roll = null;
      return true;
    },
    wire,
    failMain(handle, code) {
      if (main !== handle) return;
      stopTick();
      set({ buffering: false });
      ctx.fail(code, 'paused');
    },
    startTick() {
      stopTick();
      tickTimer = setInterval(tick, PROGRESS_TICK_MS);
    },
    stopTick,
    onTick: (hook) => void tickHooks.push(hook),
    unloadTrack() {
      ctx.life.generation++;
      stopTick();
      roll?.unload();
      roll = null;
      transport.closeMain();
      for (const reset of resets) reset();
    },
    onTrackChange: (reset) => void resets.push(reset),
    pause() {
      const handle = roll ?? main;
      const sound = get().sound;
      if (!handle || !sound) return;
      handle.pause();
      // The sound's own 'pause' event may already have done this (synchronously, as howler does).
      if (get().status !== 'paused') {
        stopTick();
        if (handle === main) holdPosition(handle);
        set({ status: 'paused', buffering: false });
        if (!roll) emit('pause', { sound });
        ctx.syncMediaSession();
      }
    },
    setVolume(volume) {
      const v = clampVolume(volume);
      main?.volume(v);
      roll?.volume(v);
      set({ volume: v });
    },
    setMuted(muted) {
      main?.mute(muted);
      roll?.mute(muted);
      set({ muted });
    },
    setRate(rate) {
      const r = clampRate(rate);
      if (main && !get().sound?.live) main.rate(r);
      set({ rate: r });
      ctx.syncMediaSession();
    },
  };
  return transport;
}
