import { DEFAULT_PREFIX, liveSoundId, nationalCode } from '@radio/core';
import { createStore } from 'zustand/vanilla';
import { createAnalytics } from './analytics';
import { createPlayerApi } from './api';
import { openTabChannel } from './channel';
import { isAudible, MESSAGES, type PlayerContext, playState } from './context';
import { createListenCounter } from './counter';
import { howlerEngine } from './engine';
import { createEmitter } from './events';
import { lazyExtras } from './extras-lazy';
import { keep, keptEpisode } from './kept';
import { createLive } from './live';
import { closeModalIn, openModalIn } from './modals';
import { createPodcast } from './podcast';
import { createPlayQueue } from './queue';
import { createRolls } from './rolls';
import { shareUrlOf } from './share';
import { EMPTY_TRACK, initialState } from './state';
import { createTransport } from './transport';
import type { LoadRequest, Player, PlayerError, PlayerOptions, PlayerState, PlayerUser } from './types';
import { enqueue, moveInQueue, queueFrom, removeFromQueue } from './up-next';

export { isAudible, playState } from './context';
export { LIVE_STALL_MS, LIVE_START_MS } from './live';
export { SLEEP_TIMER_MINUTES } from './sleep-timer';
export { soundFromEpisode } from './sound';
export { MAX_RATE, MIN_RATE } from './transport';

const requestedId = (request: LoadRequest) =>
  'radioCode' in request
    ? liveSoundId(request.radioCode)
    : 'sound' in request
      ? String(request.sound.id)
      : String(request.episodeId);

/**
 * The engine, composed: transport (sounds, tick, play/pause wiring), podcast, live, rolls,
 * tracker, listen counter, sleep timer and play queue share one context (store, API, events).
 * This function only routes the public actions to them.
 */
export function createPlayer(options: PlayerOptions): Player {
  const store = createStore<PlayerState>()(() => initialState(options));
  const { getState: get, setState: set } = store;
  const unwatchQueue = store.subscribe(keep);
  const events = createEmitter();
  const channel = openTabChannel(options.channel ?? 'radio-player', () => {
    if (isAudible(get().status)) transport.pause();
  });
  const ctx: PlayerContext = {
    options,
    store,
    get,
    set,
    api: createPlayerApi(options, () => get().user),
    engine: options.engine ?? howlerEngine,
    analytics: createAnalytics(options.dataLayer),
    emit: events.emit,
    life: { generation: 0, requests: 0, destroyed: false },
    fail(code: PlayerError['code'], status = get().status, soundId = get().sound?.id ?? null): false {
      const error: PlayerError = { code, message: MESSAGES[code], soundId };
      set({ error, status });
      events.emit('error', error);
      return false;
    },
    syncMediaSession() {
      extras.syncMediaSession(() => ({
        play: () => void resume(),
        pause: transport.pause,
        stop,
        seekBy: skip,
        seekTo: seek,
        next: () => void queue.next(),
        prev: () => void queue.prev(),
      }));
    },
    openModal: (modal) => set({ modals: openModalIn(get().modals, modal) }),
    announcePlaying: () => channel.announcePlaying(),
  };

  const extras = lazyExtras(ctx, () => transport.pause());
  const transport = createTransport(ctx);
  const tracker = extras.tracker();
  const counter = createListenCounter(ctx);
  const rolls = createRolls(ctx, transport);
  const queue = createPlayQueue(ctx, load);
  const podcast = createPodcast(ctx, { transport, counter, rolls, tracker, sleepTimer: extras, queue });
  const live = createLive(ctx, transport, extras.liveInfo(transport));
  // A reload finds the episode that was loaded, at its second, ready to play on.
  const kept = !options.embed && keptEpisode();
  if (kept) podcast.restore(kept.sound, kept.position);

  async function load(request: LoadRequest): Promise<boolean> {
    if (ctx.life.destroyed) return false;
    if ('radioCode' in request) return live.load(request.radioCode, request.autoplay ?? true);
    return podcast.load(request);
  }

  async function play(request?: LoadRequest): Promise<boolean> {
    if (ctx.life.destroyed) return false;
    if (request) {
      const s = get();
      if (s.sound?.id !== requestedId(request) || s.status === 'idle')
        return load({ ...request, autoplay: true });
    }
    return resume();
  }

  async function resume(): Promise<boolean> {
    const s = get();
    if (!s.sound || isAudible(s.status)) return Boolean(s.sound);
    if (transport.roll) {
      transport.roll.play();
      return true;
    }
    if (!s.sound.live) return podcast.resume();
    live.resume();
    return true;
  }

  function stop() {
    transport.unloadTrack();
    transport.dropPreloaded();
    set(EMPTY_TRACK);
    ctx.syncMediaSession();
  }

  const seek = (seconds: number) => podcast.seek(seconds);
  const skip = (delta: number) => podcast.seek(get().position + delta);

  // §7 dataLayerReady: the player is the part of the page that feeds the tag manager.
  ctx.analytics.push('dataLayerReady');

  function destroy() {
    if (ctx.life.destroyed) return;
    stop(); // nothing of this engine sounds or loads any more, nor stays on the lock screen
    ctx.life.destroyed = true;
    extras.destroy();
    live.destroy();
    channel.close();
    unwatchQueue();
    events.clear();
  }

  return {
    // Read-only to consumers (zustand's pattern): only the actions below change the state.
    store: { getState: get, getInitialState: store.getInitialState, subscribe: store.subscribe },
    api: ctx.api,
    on: events.on,
    destroy,
    load,
    play,
    pause: transport.pause,
    warmEpisode: () => rolls.warm(),
    toggle(request?: LoadRequest) {
      const id = request ? requestedId(request) : get().sound?.id;
      const state = playState(get(), id);
      if (state === 'playing' || state === 'loading') transport.pause();
      else if (request && (get().sound?.id !== id || get().status === 'idle')) void play(request);
      else void resume();
    },
    playState: (id?: string | null) => playState(get(), id),
    stop,
    seek,
    skip,
    setVolume: transport.setVolume,
    setMuted: transport.setMuted,
    toggleMute: () => transport.setMuted(!get().muted),
    setRate: transport.setRate,
    setSleepTimer: extras.setSleepTimer,
    next: queue.next,
    prev: queue.prev,
    playLive: (radioCode?: string) =>
      play({ radioCode: radioCode ?? nationalCode(options.prefix ?? DEFAULT_PREFIX) }),
    startOver: () => extras.startOver(live),
    backToLive: extras.backToLive,
    setUser(user: PlayerUser | null) {
      tracker.userChanged(get().user, user);
      set({ user });
    },
    setListenerMax: counter.setMax,
    openModal: ctx.openModal,
    closeModal: (id?: string) => set({ modals: closeModalIn(get().modals, id) }),
    shareUrl: (base?: string) => shareUrlOf(get().sound, get().position, base),
    setQueue: (items) => set({ queue: queueFrom(items, '') }),
    enqueue: (item) => set({ queue: enqueue(get().queue, item) }),
    removeFromQueue: (id) => set({ queue: removeFromQueue(get().queue, id) }),
    moveInQueue: (from, to) => set({ queue: moveInQueue(get().queue, from, to) }),
    clearQueue: () => set({ queue: [] }),
  };
}
