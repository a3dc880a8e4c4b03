import {
  canPlay,
  countListen,
  DEFAULT_BRAND,
  DEFAULT_LISTENER_MAX,
  DEFAULT_MUTED,
  DEFAULT_PREFIX,
  DEFAULT_VOLUME,
  EMBED_PRELOAD,
  type Episode,
  funnelQueries,
  LIVE_DEFAULT_TITLE,
  type ListeningCounterCookie,
  listeningCounterCookie,
  liveRefreshDelay,
  liveSoundId,
  liveTimeLeft,
  liveTimePassed,
  markEndPlay,
  nationalCode,
  PODCAST_ACTIVE_S,
  PODCAST_ONGOING_PERCENT,
  PROGRESS_TICK_MS,
  parseListeningCounter,
  popInFlag,
  RETRY_MAX_ERRORS,
  type Roll,
  relevantCounter,
  resumePosition,
  retryDecision,
  retryDelay,
  type SoundData,
  serializeListeningCounter,
  shouldQueueDonationModal,
  type TrackerAction,
  trackerOnEnd,
  trackerOnTick,
} from '@radio/core';
import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { createAnalytics } from './analytics';
import { createPlayerApi, type PlayerApi } from './api';
import { openTabChannel } from './channel';
import { howlerEngine } from './engine';
import { bindMediaSession, updateMediaSession } from './mediaSession';
import { closeModalIn, openModalIn } from './modals';
import type {
  CountersState,
  LoadRequest,
  ModalEntry,
  Player,
  PlayerError,
  PlayerEventMap,
  PlayerEventName,
  PlayerListener,
  PlayerOptions,
  PlayerState,
  PlayerStatus,
  PlayerUser,
  RollState,
  SleepTimerSetting,
  SoundHandle,
} from './types';

/** Playback speeds offered beyond the spec. */
export const MIN_RATE = 0.75;
export const MAX_RATE = 2;
export const SLEEP_TIMER_MINUTES = [15, 30, 60] as const;

/**
 * A playing live stream whose position has not moved for this long has dropped (issue 9; the
 * spec sets no figure). Long enough for the browser's own reconnection to bring data back after
 * a short cut, short enough that the listener does not wait in silence.
 */
export const LIVE_STALL_MS = 5000;
/**
 * A live connection that has not started playing after this long is a network error too (a
 * server that accepts and never answers leaves the <audio> waiting with no error). Longer than
 * the stall, so that a slow first connection is not cut short.
 */
export const LIVE_START_MS = 10_000;

/** Only the autoplay policy (NotAllowedError, or an engine that gives no reason) refuses a play. */
function isPlayRefusal(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name !== 'NotSupportedError' && name !== 'AbortError';
}

/** True when sound comes out: a roll, a podcast or the live stream is playing. */
export function isAudible(status: PlayerStatus): boolean {
  return status === 'playing' || status === 'roll' || status === 'live';
}

/** Spec §3 Sound data from an `/api/episode/{id}` (or playlist neighbour) payload. */
export function soundFromEpisode(e: Episode): SoundData {
  return {
    audio_file: e.audio_file,
    digas: e.digas,
    id: String(e.id),
    partners: e.partners ?? [],
    show: e.show ? { alias: e.show.alias, id: e.show.id, title: e.show.title, episode: e.title } : null,
    title: e.title,
    url_linked_article: e.url_linked_article ?? null,
    visual: e.visual ?? null,
    duration: e.duration,
    timePassedSinceStart: 0,
    timeLeft: e.duration,
    radios: e.radios ?? [],
    datetime: e.datetime ?? null,
    live: false,
  };
}

const MESSAGES = {
  'limit-reached':
    "Vous avez atteint le nombre maximum d'écoutes gratuites. Connectez-vous pour continuer à écouter.",
  network: 'Le son est momentanément indisponible. Vérifiez votre connexion et réessayez.',
  playback: 'La lecture n’a pas pu démarrer. Appuyez sur lecture pour réessayer.',
  'not-found': 'Ce contenu audio est introuvable.',
} as const;

const clampRate = (r: number) => Math.min(MAX_RATE, Math.max(MIN_RATE, Number.isFinite(r) ? r : 1));
const clampVolume = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : DEFAULT_VOLUME));

function rollState(roll: Roll, type: RollState['type']): RollState | null {
  const url = roll.field_media_audio_file[0]?.url;
  if (!url) return null;
  return {
    type,
    url,
    popInDesktop: roll.field_roll_pop_in_donation_deskt?.trim() || null,
    popInMobile: roll.field_roll_pop_in_donation_mobil?.trim() || null,
    popIn: popInFlag(roll),
  };
}

/** Per-sound bookkeeping that the store does not need to publish. */
interface SoundRun {
  ticks: number;
  startSent: boolean;
  activeSent: boolean;
  ongoingSent: boolean;
  lastPercent: number;
  trackerId: number | null;
  /** Second to seek to when the main sound first plays (share link or tracker). */
  seekOnPlay: number | null;
}

const newRun = (): SoundRun => ({
  ticks: 0,
  startSent: false,
  activeSent: false,
  ongoingSent: false,
  lastPercent: 0,
  trackerId: null,
  seekOnPlay: null,
});

// js-cookie would re-encode core's already URI-encoded value; pass it through untouched.
const rawCookies = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

export function createPlayer(options: PlayerOptions): Player {
  const engine = options.engine ?? howlerEngine;
  const analytics = createAnalytics(options.dataLayer);
  const embed = options.embed ?? false;
  const brand = options.brand ?? DEFAULT_BRAND;

  const readCounter = (): ListeningCounterCookie =>
    parseListeningCounter(rawCookies.get(listeningCounterCookie.name));
  const writeCounter = (c: ListeningCounterCookie) => {
    rawCookies.set(listeningCounterCookie.name, serializeListeningCounter(c), {
      path: listeningCounterCookie.path,
      expires: listeningCounterCookie.maxAge / 86400,
      sameSite: 'Lax',
      // Issue 9: Secure wherever the page is served over HTTPS (production).
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    });
  };
  const countersFrom = (c: ListeningCounterCookie, max: number): CountersState => ({
    anonymous: c.ListenerNb,
    signedIn: c.ListenerNbConnected,
    max,
    limitReached: c.ListenerNb >= max,
  });

  const initialMax = options.listenerMax ?? DEFAULT_LISTENER_MAX;
  const store = createStore<PlayerState>()(() => ({
    status: 'idle',
    sound: null,
    roll: null,
    postRoll: null,
    live: null,
    radioCode: null,
    position: 0,
    duration: 0,
    volume: DEFAULT_VOLUME,
    muted: DEFAULT_MUTED,
    rate: 1,
    sleepTimer: { setting: null, endsAt: null },
    playlist: null,
    counters: countersFrom(readCounter(), initialMax),
    popInDonation: false,
    modals: { visible: null, waiting: [] },
    user: options.user ?? null,
    embed,
    error: null,
  }));
  const get = store.getState;
  const set = store.setState;
  const api: PlayerApi = createPlayerApi(options, () => get().user);

  // ── events ──
  const listeners = new Map<PlayerEventName, Set<(payload: never) => void>>();
  function emit<E extends PlayerEventName>(event: E, payload: PlayerEventMap[E]) {
    for (const cb of listeners.get(event) ?? []) {
      try {
        (cb as PlayerListener<E>)(payload);
      } catch (err) {
        console.error(`[player] listener of '${event}' failed`, err);
      }
    }
  }

  // ── runtime handles (not state) ──
  let main: SoundHandle | null = null;
  let rollHandle: SoundHandle | null = null;
  /** Bumped on every track change: async work of an older track sees it and stops. */
  let generation = 0;
  /** Bumped on every load request: a slower earlier request gives way to a later one. */
  let requests = 0;
  let run = newRun();
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let liveTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let startTimer: ReturnType<typeof setTimeout> | null = null;
  let sleepTimeout: ReturnType<typeof setTimeout> | null = null;
  let liveErrors = 0;
  let liveInfoErrors = 0;
  /** Last live position seen by the tick, and since when it has not moved (stall watch). */
  let liveSeen = { position: -1, since: 0 };
  let destroyed = false;

  const channel = openTabChannel(options.channel ?? 'radio-player', () => {
    if (isAudible(get().status)) pause();
  });

  const syncMediaSession = () => {
    if (options.mediaSession !== false) updateMediaSession(get(), brand);
  };

  function fail(code: PlayerError['code'], status: PlayerStatus = get().status): false {
    const error: PlayerError = { code, message: MESSAGES[code] };
    set({ error, status });
    emit('error', error);
    return false;
  }

  // ── modals ──
  function openModal(modal: ModalEntry) {
    set({ modals: openModalIn(get().modals, modal) });
  }
  function closeModal(id?: string) {
    set({ modals: closeModalIn(get().modals, id) });
  }

  // ── timers ──
  function stopTick() {
    if (tickTimer !== null) clearInterval(tickTimer);
    tickTimer = null;
  }
  function startTick() {
    stopTick();
    tickTimer = setInterval(tick, PROGRESS_TICK_MS);
  }
  function stopLiveTimers() {
    if (liveTimer !== null) clearTimeout(liveTimer);
    if (retryTimer !== null) clearTimeout(retryTimer);
    if (startTimer !== null) clearTimeout(startTimer);
    liveTimer = null;
    retryTimer = null;
    startTimer = null;
  }

  /** §4 "Changing track unloads the current player first". */
  function unloadCurrent() {
    generation++;
    stopTick();
    stopLiveTimers();
    rollHandle?.unload();
    rollHandle = null;
    main?.unload();
    main = null;
    run = newRun();
    liveErrors = 0;
    liveInfoErrors = 0;
  }

  // ── tracker ──
  function applyTracker(action: TrackerAction, mediaId: string) {
    const user = get().user;
    if (!user || action.kind === 'none') return;
    const gen = generation;
    const done =
      action.kind === 'create'
        ? api.createTracker(user, mediaId, action.offsetMs, action.status).then((t) => {
            if (t && gen === generation) run.trackerId = t.id;
          })
        : api.updateTracker(user, action.id, action.offsetMs, action.status);
    done.catch((err: unknown) => console.warn('[player] tracker save failed', err));
  }
  const trackerContext = (sound: SoundData) => ({
    signedIn: get().user !== null,
    live: Boolean(sound.live),
    embed: get().embed,
    trackerId: run.trackerId,
  });

  // ── progress tick (1 s) ──
  function tick() {
    const s = get();
    const sound = s.sound;
    if (!main || !sound) return;
    const position = main.seek();
    const duration = sound.live ? 0 : main.duration() || sound.duration;
    set({ position, duration });
    emit('timeupdate', { position, duration });
    if (sound.live) {
      if (s.status === 'live') watchLiveStall(position);
      return;
    }
    if (s.status !== 'playing') return;

    run.ticks++;
    const signedIn = s.user !== null;
    const before = readCounter();
    const after = countListen(before, {
      currentTime: position,
      live: false,
      digas: sound.digas || sound.id,
      signedIn,
      max: s.counters.max,
    });
    if (after !== before) {
      writeCounter(after);
      set({ counters: countersFrom(after, s.counters.max) });
    }

    if (!run.activeSent && position >= PODCAST_ACTIVE_S) {
      run.activeSent = true;
      analytics.push('podcastActive', sound);
    }
    const percent = duration > 0 ? (position / duration) * 100 : 0;
    if (!run.ongoingSent && percent >= PODCAST_ONGOING_PERCENT) {
      run.ongoingSent = true;
      analytics.push('podcastOngoing', sound);
    }
    if (
      shouldQueueDonationModal({
        percent,
        previousPercent: run.lastPercent,
        hasPartners: sound.partners.length > 0,
        counter: relevantCounter(after, signedIn),
      })
    ) {
      queueDonationModal();
    }
    run.lastPercent = percent;

    applyTracker(trackerOnTick(run.ticks, position, trackerContext(sound)), sound.id);
    syncMediaSession();
  }

  function queueDonationModal() {
    const gen = generation;
    void api.donationPopin().then((content) => {
      if (gen !== generation) return;
      openModal({ id: 'donation', kind: 'donation', closeOnOutsideClick: true, data: content });
    });
  }

  // ── rolls ──
  function playRoll(roll: RollState, then: () => void) {
    const gen = generation;
    const handle = engine.create(roll.url, {
      html5: true,
      preload: true,
      format: ['mp3'],
      volume: get().volume,
      mute: get().muted,
      rate: 1,
    });
    rollHandle = handle;
    set({ roll, status: 'loading' });
    if (roll.popIn) {
      set({ popInDonation: true });
      openModal({
        id: 'roll',
        kind: 'roll',
        closeOnOutsideClick: true,
        data: { desktop: roll.popInDesktop, mobile: roll.popInMobile },
      });
    }
    let finished = false;
    const finish = () => {
      if (finished || gen !== generation || rollHandle !== handle) return;
      finished = true;
      handle.unload();
      rollHandle = null;
      set({ roll: null });
      emit('roll-end', { roll });
      then();
    };
    handle.on('play', () => {
      if (rollHandle !== handle) return;
      set({ status: 'roll', error: null });
      emit('roll-start', { roll });
      channel.announcePlaying();
      syncMediaSession();
    });
    handle.on('pause', () => {
      if (rollHandle === handle) set({ status: 'paused' });
    });
    handle.on('end', finish);
    // A broken roll must never keep the listener from the episode.
    handle.on('loaderror', finish);
    handle.on('playerror', finish);
    handle.play();
  }

  async function fetchRoll(query: Parameters<PlayerApi['roll']>[0] | null, type: RollState['type']) {
    if (!query) return null;
    try {
      const roll = await api.roll(query);
      return roll ? rollState(roll, type) : null;
    } catch {
      return null;
    }
  }

  // ── main sound ──
  function createMain(sound: SoundData): SoundHandle {
    const s = get();
    return engine.create(sound.audio_file, {
      html5: true,
      preload: s.embed ? EMBED_PRELOAD : true,
      format: ['mp3'],
      volume: s.volume,
      mute: s.muted,
      rate: sound.live ? 1 : s.rate,
    });
  }

  function startMain() {
    const sound = get().sound;
    if (!sound) return;
    const handle = createMain(sound);
    main = handle;
    set({ status: 'loading', roll: null });
    handle.on('play', () => {
      if (main !== handle) return;
      if (run.seekOnPlay !== null) {
        handle.seek(run.seekOnPlay);
        set({ position: run.seekOnPlay });
        run.seekOnPlay = null;
      }
      // <audio> reports 'playing' again after each stall: one 'play' event per real start.
      const resumed = get().status !== 'playing';
      set({ status: 'playing', error: null });
      startTick();
      if (!run.startSent) {
        run.startSent = true;
        analytics.push('podcastStart', sound);
      }
      if (resumed) {
        channel.announcePlaying();
        emit('play', { sound });
      }
      syncMediaSession();
    });
    handle.on('pause', () => {
      if (main !== handle || get().status === 'paused') return;
      stopTick();
      set({ status: 'paused' });
      emit('pause', { sound });
      syncMediaSession();
    });
    handle.on('end', () => {
      if (main === handle) onMainEnd(sound);
    });
    handle.on('loaderror', () => {
      if (main !== handle) return;
      stopTick();
      fail('network', 'paused');
    });
    // Typically the browser's autoplay policy: the listener presses play again.
    handle.on('playerror', () => {
      if (main !== handle) return;
      stopTick();
      fail('playback', 'paused');
    });
    handle.play();
  }

  /** §4 "When the main sound ends: stop; reset the tracker offset to 0 if signed in; play the post-roll if any; then auto-play the next playlist item if any." */
  function onMainEnd(sound: SoundData) {
    stopTick();
    main?.stop();
    const s = get();
    set({ status: 'paused', position: 0 });
    writeCounter(markEndPlay(readCounter()));
    applyTracker(trackerOnEnd(trackerContext(sound)), sound.id);
    emit('ended', { sound });
    syncMediaSession();
    if (s.sleepTimer.setting === 'end-of-episode') {
      setSleepTimer(null);
      return;
    }
    const post = s.postRoll;
    const gen = generation;
    const playNext = () => {
      if (gen === generation) void next();
    };
    if (post) {
      set({ postRoll: null });
      playRoll(post, () => {
        set({ status: 'paused' });
        playNext();
      });
    } else playNext();
  }

  /** Refusal of §4: anonymous listeners at the maximum, except live and an episode already counted. */
  function refused(sound: SoundData): boolean {
    const s = get();
    const counter = readCounter();
    const ok = canPlay(counter, {
      live: Boolean(sound.live),
      signedIn: s.user !== null,
      digas: sound.digas || sound.id,
      max: s.counters.max,
    });
    set({ counters: countersFrom(counter, s.counters.max) });
    if (ok) return false;
    openModal({ id: 'max-listening', kind: 'max-listening', closeOnOutsideClick: true });
    emit('limit-reached', { counter: counter.ListenerNb, max: s.counters.max });
    fail('limit-reached');
    return true;
  }

  /** Rolls (funnel, check request), tracker resume, then the main sound. */
  async function startPodcast(): Promise<boolean> {
    const sound = get().sound;
    if (!sound || sound.live) return false;
    if (refused(sound)) return false;
    const gen = generation;
    const s = get();
    const signedIn = s.user !== null;
    set({ status: 'loading', error: null });
    const queries = funnelQueries({
      anonymousCount: readCounter().ListenerNb,
      signedIn,
      hasPartners: sound.partners.length > 0,
    });
    const [pre, post, tracker] = await Promise.all([
      fetchRoll(queries.preRoll, 'Pre-roll'),
      fetchRoll(queries.postRoll, 'Post-roll'),
      s.user && !s.embed ? api.tracker(s.user, sound.id).catch(() => null) : Promise.resolve(null),
    ]);
    if (gen !== generation) return false;
    // "A post-roll is prepared when there are no partners" (funnelQueries returns none otherwise).
    set({ postRoll: post });
    if (tracker) {
      run.trackerId = tracker.id;
      run.seekOnPlay ??= resumePosition(tracker);
    }
    if (pre && (await api.checkAudio(pre.url))) {
      if (gen !== generation) return false;
      playRoll(pre, startMain);
      return true;
    }
    if (gen !== generation) return false;
    startMain();
    return true;
  }

  async function fetchNeighbours(playlist: { type: string; id: string }, soundId: string) {
    const gen = generation;
    try {
      const list = await api.playerList(playlist.type, playlist.id, soundId);
      if (gen !== generation) return;
      set({ playlist: { ...playlist, prev: list.prev ?? null, next: list.next ?? null } });
    } catch (err) {
      console.warn('[player] playlist neighbours unavailable', err);
    }
  }

  async function load(request: LoadRequest): Promise<boolean> {
    if (destroyed) return false;
    if ('radioCode' in request) return loadLive(request.radioCode, request.autoplay ?? true);
    const id = 'sound' in request ? String(request.sound.id) : String(request.episodeId);
    const current = get();
    // §4 "choosing the same track does nothing".
    if (current.sound?.id === id && current.status !== 'idle') return true;

    const req = ++requests;
    let sound: SoundData;
    if ('sound' in request) sound = request.sound;
    else {
      try {
        sound = soundFromEpisode(await api.episode(id));
      } catch {
        if (req !== requests) return false;
        return fail('not-found');
      }
      if (req !== requests) return false;
    }
    const autoplay = request.autoplay ?? true;
    // Refuse before touching what plays now: a refused click must not silence the current sound.
    if (autoplay && refused(sound)) return false;

    unloadCurrent();
    if (request.startAt !== undefined && request.startAt > 0) run.seekOnPlay = Math.floor(request.startAt);
    const playlist = request.playlist
      ? { type: request.playlist.type, id: String(request.playlist.id), prev: null, next: null }
      : null;
    set({
      sound,
      status: autoplay ? 'loading' : embed ? 'embed' : 'paused',
      position: run.seekOnPlay ?? 0,
      duration: sound.duration,
      live: null,
      radioCode: null,
      roll: null,
      postRoll: null,
      playlist,
      error: null,
    });
    analytics.push('emission-pv', sound);
    syncMediaSession();
    if (playlist) void fetchNeighbours(playlist, sound.id);
    return autoplay ? startPodcast() : true;
  }

  // ── live ──
  function startLive() {
    const sound = get().sound;
    if (!sound?.live) return;
    main?.unload();
    const handle = createMain(sound);
    main = handle;
    set({ status: 'loading', error: null });
    // One failure per connection: an element may report the same drop twice ('error' then
    // 'ended', or the stall watch then 'error'); counting both would skip steps of the schedule.
    let failed = false;
    if (startTimer !== null) clearTimeout(startTimer);
    startTimer = setTimeout(() => {
      startTimer = null;
      // A listener who paused meanwhile asked for silence: no retry.
      if (get().status === 'loading') onError();
    }, LIVE_START_MS);
    handle.on('play', () => {
      if (main !== handle) return;
      if (startTimer !== null) clearTimeout(startTimer);
      startTimer = null;
      liveErrors = 0;
      liveSeen = { position: -1, since: Date.now() };
      const resumed = get().status !== 'live';
      set({ status: 'live', error: null });
      startTick();
      if (resumed) {
        channel.announcePlaying();
        emit('play', { sound });
      }
      syncMediaSession();
    });
    handle.on('pause', () => {
      if (main !== handle || get().status === 'paused') return;
      stopTick();
      set({ status: 'paused' });
      emit('pause', { sound });
      syncMediaSession();
    });
    const onError = () => {
      if (main !== handle || failed) return;
      failed = true;
      onLiveError();
    };
    liveFailed = onError;
    handle.on('loaderror', onError);
    // An endless stream that "ends" has dropped (the server closed the connection and the
    // buffered audio has been played out): same as a network error.
    handle.on('end', onError);
    // A refused play (autoplay policy) is not a network error: retrying would not help. A source
    // that cannot load also rejects play() (NotSupportedError): its 'loaderror' is the one counted.
    handle.on('playerror', (err) => {
      if (main !== handle || failed || !isPlayRefusal(err)) return;
      stopTick();
      fail('playback', 'paused');
    });
    handle.play();
  }

  /** Reports a failure of the live connection playing now (set by startLive). */
  let liveFailed: () => void = () => {};

  /**
   * Issue 9: a live connection that drops often raises neither 'error' nor 'ended' (the browser
   * waits for data, or reconnects on its own and fails quietly); once the buffered audio is
   * played out the position stops. LIVE_STALL_MS without progress counts as a network error (§4).
   */
  function watchLiveStall(position: number) {
    const now = Date.now();
    if (position !== liveSeen.position) {
      liveSeen = { position, since: now };
      return;
    }
    if (now - liveSeen.since >= LIVE_STALL_MS) liveFailed();
  }

  /** §4 "On network errors retry after 500 ms … after more than 10 errors the counter resets and the player unloads." */
  function onLiveError() {
    stopTick();
    if (startTimer !== null) clearTimeout(startTimer);
    startTimer = null;
    liveErrors++;
    const decision = retryDecision(liveErrors);
    if (decision.action === 'reset') {
      liveErrors = 0;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      main?.unload();
      main = null;
      fail('network', 'idle');
      syncMediaSession();
      return;
    }
    set({ status: 'loading' });
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      startLive();
    }, decision.delayMs);
  }

  /** Now-playing, refreshed on the §9 schedule; a failure is only logged (§8) and retried sooner. */
  async function refreshLiveInfo(code: string) {
    const gen = generation;
    let delay: number;
    try {
      const info = await api.liveInfo(code);
      if (gen !== generation || destroyed) return;
      liveInfoErrors = 0;
      const now = new Date();
      const timeLeft = liveTimeLeft(info.enddate, now);
      const sound = get().sound;
      set({
        live: info,
        sound: sound
          ? { ...sound, timeLeft: timeLeft ?? 0, timePassedSinceStart: liveTimePassed(info.date, now) }
          : sound,
      });
      emit('live-info', { live: info });
      syncMediaSession();
      delay = liveRefreshDelay(timeLeft);
    } catch (err) {
      if (gen !== generation || destroyed) return;
      console.warn('[player] live info unavailable', err);
      liveInfoErrors++;
      delay = liveInfoErrors > RETRY_MAX_ERRORS ? liveRefreshDelay(null) : retryDelay(liveInfoErrors);
      if (liveInfoErrors > RETRY_MAX_ERRORS) liveInfoErrors = 0;
    }
    if (liveTimer !== null) clearTimeout(liveTimer);
    liveTimer = setTimeout(() => {
      liveTimer = null;
      void refreshLiveInfo(code);
    }, delay);
  }

  async function loadLive(code: string, autoplay: boolean): Promise<boolean> {
    const id = liveSoundId(code);
    const current = get();
    if (current.sound?.id === id && current.status !== 'idle') return true;
    const req = ++requests;
    let liveURL: string;
    let name: string;
    try {
      const radio = await api.radio(code);
      liveURL = radio.liveURL;
      name = radio.name;
    } catch {
      if (req !== requests) return false;
      return fail('not-found');
    }
    if (req !== requests) return false;
    unloadCurrent();
    const sound: SoundData = {
      audio_file: liveURL,
      digas: '',
      id,
      partners: [],
      show: null,
      title: LIVE_DEFAULT_TITLE,
      url_linked_article: null,
      visual: null,
      duration: 0,
      timePassedSinceStart: 0,
      timeLeft: 0,
      radios: [{ code, name }],
      datetime: null,
      live: true,
    };
    set({
      sound,
      radioCode: code,
      live: null,
      status: autoplay ? 'loading' : embed ? 'embed' : 'paused',
      position: 0,
      duration: 0,
      roll: null,
      postRoll: null,
      playlist: null,
      error: null,
    });
    syncMediaSession();
    void refreshLiveInfo(code);
    if (autoplay) startLive();
    return true;
  }

  function onOnline() {
    const s = get();
    // §4 "When the browser goes online during live, the player reloads and plays."
    if (!s.sound?.live || destroyed) return;
    liveErrors = 0;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    startLive();
    if (s.radioCode) void refreshLiveInfo(s.radioCode);
  }
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  // ── transport ──
  async function play(request?: LoadRequest): Promise<boolean> {
    if (destroyed) return false;
    if (request) {
      const id =
        'radioCode' in request
          ? liveSoundId(request.radioCode)
          : 'sound' in request
            ? String(request.sound.id)
            : String(request.episodeId);
      const s = get();
      if (s.sound?.id !== id || s.status === 'idle') return load({ ...request, autoplay: true });
    }
    return resume();
  }

  async function resume(): Promise<boolean> {
    const s = get();
    if (!s.sound || isAudible(s.status)) return Boolean(s.sound);
    if (rollHandle) {
      rollHandle.play();
      return true;
    }
    if (s.sound.live) {
      // Resuming a paused stream from its buffer would play the past: reconnect to now.
      liveErrors = 0;
      startLive();
      if (liveTimer === null && s.radioCode) void refreshLiveInfo(s.radioCode);
      return true;
    }
    if (!main) return startPodcast();
    if (refused(s.sound)) return false;
    set({ status: 'loading', error: null });
    main.play();
    return true;
  }

  function pause() {
    const handle = rollHandle ?? main;
    const sound = get().sound;
    if (!handle || !sound) return;
    handle.pause();
    // The sound's own 'pause' event may already have done this (synchronously, as howler does).
    if (get().status !== 'paused') {
      stopTick();
      set({ status: 'paused' });
      if (!rollHandle) emit('pause', { sound });
      syncMediaSession();
    }
  }

  function toggle() {
    if (isAudible(get().status)) pause();
    else void resume();
  }

  function stop() {
    unloadCurrent();
    set({
      status: 'idle',
      sound: null,
      roll: null,
      postRoll: null,
      live: null,
      radioCode: null,
      position: 0,
      duration: 0,
      playlist: null,
      error: null,
    });
    syncMediaSession();
  }

  function seek(seconds: number) {
    const s = get();
    // Rolls are not seekable: they are the donation messages the funnel chose to play in full.
    if (!s.sound || s.sound.live || rollHandle || !Number.isFinite(seconds)) return;
    const duration = s.duration || s.sound.duration;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    if (main) main.seek(target);
    else run.seekOnPlay = Math.floor(target);
    set({ position: target });
    emit('timeupdate', { position: target, duration });
    syncMediaSession();
  }

  function skip(delta: number) {
    seek(get().position + delta);
  }

  function setVolume(volume: number) {
    const v = clampVolume(volume);
    main?.volume(v);
    rollHandle?.volume(v);
    set({ volume: v });
  }

  function setMuted(muted: boolean) {
    main?.mute(muted);
    rollHandle?.mute(muted);
    set({ muted });
  }

  function setRate(rate: number) {
    const r = clampRate(rate);
    if (main && !get().sound?.live) main.rate(r);
    set({ rate: r });
    syncMediaSession();
  }

  function setSleepTimer(setting: SleepTimerSetting | null) {
    if (sleepTimeout !== null) clearTimeout(sleepTimeout);
    sleepTimeout = null;
    if (setting === null || setting === 'end-of-episode') {
      set({ sleepTimer: { setting, endsAt: null } });
      return;
    }
    const ms = setting * 60_000;
    set({ sleepTimer: { setting, endsAt: Date.now() + ms } });
    sleepTimeout = setTimeout(() => {
      sleepTimeout = null;
      set({ sleepTimer: { setting: null, endsAt: null } });
      pause();
    }, ms);
  }

  async function goTo(which: 'prev' | 'next'): Promise<boolean> {
    const { playlist } = get();
    const target = playlist?.[which];
    if (!playlist || !target) return false;
    return load({ sound: soundFromEpisode(target), playlist: { type: playlist.type, id: playlist.id } });
  }
  const next = () => goTo('next');
  const prev = () => goTo('prev');

  function setUser(user: PlayerUser | null) {
    const previous = get().user;
    if (previous?.id !== user?.id) run.trackerId = null;
    set({ user });
  }

  function setListenerMax(max: number) {
    if (!Number.isFinite(max) || max < 0) return;
    set({ counters: countersFrom(readCounter(), Math.floor(max)) });
  }

  function shareUrl(base?: string): string | null {
    const s = get();
    if (!s.sound || s.sound.live) return null;
    const href = base ?? (typeof location === 'undefined' ? undefined : location.href);
    if (!href) return null;
    const url = new URL(href);
    url.searchParams.set('episode', s.sound.id);
    url.searchParams.set('t', String(Math.floor(s.position)));
    url.hash = '';
    return url.toString();
  }

  const unbindMediaSession =
    options.mediaSession === false
      ? () => {}
      : bindMediaSession({
          play: () => void resume(),
          pause,
          stop,
          seekBy: skip,
          seekTo: seek,
          next: () => void next(),
          prev: () => void prev(),
        });

  // §7 dataLayerReady: the player is the part of the page that feeds the tag manager.
  analytics.push('dataLayerReady');

  function on<E extends PlayerEventName>(event: E, callback: PlayerListener<E>): () => void {
    let callbacks = listeners.get(event);
    if (!callbacks) {
      callbacks = new Set();
      listeners.set(event, callbacks);
    }
    callbacks.add(callback as (payload: never) => void);
    return () => {
      listeners.get(event)?.delete(callback as (payload: never) => void);
    };
  }

  function destroy() {
    if (destroyed) return;
    unloadCurrent();
    destroyed = true;
    if (sleepTimeout !== null) clearTimeout(sleepTimeout);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    channel.close();
    unbindMediaSession();
    listeners.clear();
  }

  return {
    store,
    on,
    destroy,
    load,
    play,
    pause,
    toggle,
    stop,
    seek,
    skip,
    setVolume,
    setMuted,
    toggleMute: () => setMuted(!get().muted),
    setRate,
    setSleepTimer,
    next,
    prev,
    playLive: (radioCode?: string) =>
      play({ radioCode: radioCode ?? nationalCode(options.prefix ?? DEFAULT_PREFIX) }),
    setUser,
    setListenerMax,
    openModal,
    closeModal,
    shareUrl,
  };
}
