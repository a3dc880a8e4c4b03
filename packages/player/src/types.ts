/**
 * Public interface of `@radio/player`: the store state, the actions, the events and
 * `createPlayer(options)`. The rules behind them (listener counter, donation funnel,
 * roll query, tracker policy, live refresh delay, retry schedule, modal queue) come
 * from `@radio/core`; this package only wires them to a sound.
 */
import type {
  DonationPopin,
  Episode,
  Http,
  LiveInfo,
  PlayerList,
  Radio,
  RadioTimeshift,
  Roll,
  RollQuery,
  ShowEpisodes,
  SiteSettings,
  SoundData,
} from '@radio/core';
import type { StoreApi } from 'zustand/vanilla';
import type { QueueItem } from './up-next';

export type { QueueItem };

// ───────────────────────────── state model ─────────────────────────────

/**
 * Spec §4 "States: idle, loading, playing, paused, roll playing, embed, live".
 *
 * - `idle`    nothing loaded.
 * - `loading` a sound (or the pre-roll check request) is on its way.
 * - `roll`    a pre-roll or post-roll is playing ("roll playing").
 * - `playing` the main podcast sound is playing.
 * - `live`    the live stream is playing.
 * - `paused`  a podcast or live sound is loaded and paused (see `sound.live`).
 * - `embed`   an embed player holds a sound that is not preloaded and waits for play
 *             (spec §9 "Embed audio does not preload").
 *
 * `isAudible(status)` tells whether sound is coming out (roll, playing, live).
 */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'roll' | 'embed' | 'live';

/**
 * Spec §3 "Sound data" (core's `SoundData`): an episode, or a live stream with id
 * `livestream-{radioCode}`, title 'Le direct' by default and `live: true`.
 */
export type PlayerSound = SoundData;

/** Spec §3 "Live info: title, title_url, artiste, visual, date, enddate" (core's `LiveInfo`). */
export type { LiveInfo };

/** The roll (pre-roll or post-roll) currently playing or prepared. */
export interface RollState {
  type: 'Pre-roll' | 'Post-roll';
  /** `field_media_audio_file[0].url`. */
  url: string;
  /** `field_roll_pop_in_donation_deskt` / `_mobil`: donation pop-in content, if any. */
  popInDesktop: string | null;
  popInMobile: string | null;
  /** Spec §4 "A pop-in donation flag is set if the roll has a desktop or mobile pop-in value" (core's `popInFlag`). */
  popIn: boolean;
}

/** Playlist context of the current sound (rcf_rest_playerlist prev/next). */
export interface PlaylistState {
  /** `{type}` of `/rcf_rest_playerlist/{type}/{playListId}/{currentSoundId}` (e.g. 'show', 'playlist'). */
  type: string;
  id: string;
  /** Neighbours of the current sound (core's `PlayerList`), null when none (or not fetched yet). */
  prev: Episode | null;
  next: Episode | null;
}

/** Listening counters (spec §4 "Listener counter"), read from / written to the `listeningCounter` cookie. */
export interface CountersState {
  /** ListenerNb: anonymous listens. */
  anonymous: number;
  /** ListenerNbConnected: signed-in listens (separate counter). */
  signedIn: number;
  /** listenerMax from configuration. */
  max: number;
  /** True once the anonymous counter reached max (free listens left = max - anonymous). */
  limitReached: boolean;
}

/** Kinds of modal the player queues; site modals may use any other string through `openModal`. */
export type PlayerModalKind = 'roll' | 'max-listening' | 'donation';

export interface ModalEntry {
  /** Unique id in the queue (the player uses its kind as id, one of each at a time). */
  id: string;
  kind: PlayerModalKind | (string & {});
  /** Close on outside click (spec §2: on by default). */
  closeOnOutsideClick?: boolean;
  /**
   * Content: 'roll' → `{ desktop, mobile }` (the roll's pop-in values); 'donation' → core's
   * `DonationPopin` (`donnation_popin`), or null when it could not be fetched; free-form otherwise.
   */
  data?: unknown;
}

/** Spec §2 "A modal queue exists: a new modal waits when one is visible, and closing one shows the next". */
export interface ModalsState {
  visible: ModalEntry | null;
  waiting: ModalEntry[];
}

/**
 * « Reprendre l'émission au début » on a live whose radio has a timeshift URL template (null in
 * the state otherwise: the control is absent).
 */
export interface TimeshiftState {
  /** The radio's template (`{start}`: Unix seconds). */
  template: string;
  /** The live edge, for « Revenir au direct ». */
  liveURL: string;
  /** Instant (ISO) the stream playing now started from; null at the live edge. */
  from: string | null;
  /** The programme restarted (title, start, end), null at the live edge. */
  programme: LiveInfo | null;
}

export type SleepTimerSetting = 15 | 30 | 60 | 'end-of-episode';

export interface SleepTimerState {
  setting: SleepTimerSetting | null;
  /** Epoch ms at which playback pauses (minutes settings), null otherwise. */
  endsAt: number | null;
}

/** Signed-in user as handed over by the site (`RadioSDK.setUser`). `id` is the token's `sub`. */
export interface PlayerUser {
  id: string;
  accessToken: string;
  email?: string;
}

export type PlayerErrorCode =
  /** Anonymous listener at listenerMax (spec §4 refusal). */
  | 'limit-reached'
  /** Sound or API not reachable (after retries for live). */
  | 'network'
  /** The sound could not be decoded / played (e.g. autoplay refused). */
  | 'playback'
  /** Unknown episode or radio. */
  | 'not-found'
  /** The browser is offline (§4: the live reconnects when it comes back). */
  | 'offline';

export interface PlayerError {
  code: PlayerErrorCode;
  /** French message for users. */
  message: string;
  /** The sound it is about (`livestream-{code}` for a live), shown on that sound's controls. */
  soundId?: string | null;
}

/**
 * What a play control shows for one sound (`playState`): nothing of it loaded, on its way (connecting,
 * or waiting for data while playing), audible, paused, or failed (with « Réessayer »).
 */
export type PlayState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayerState {
  status: PlayerStatus;
  /** The main sound (podcast or live); null until one is loaded. Kept after a live reset, so play() retries. */
  sound: PlayerSound | null;
  /** The roll being played (status 'roll', or 'paused' during a roll), else null. */
  roll: RollState | null;
  /** Post-roll prepared when the episode has no partners (spec §4). */
  postRoll: RollState | null;
  /** Now-playing of the live stream (`/api/dab/{code}`). */
  live: LiveInfo | null;
  /** Radio code when a live stream is loaded. */
  radioCode: string | null;
  /** Start-over of the live (its radio's timeshift), null when the live has none or no live is loaded. */
  timeshift: TimeshiftState | null;
  /** Seconds. */
  position: number;
  /** The sound plays but its position has stopped: waiting for data; it resumes by itself. */
  buffering: boolean;
  /** Seconds (0 for live / unknown). */
  duration: number;
  /** 0..1, default 0.5 (spec §9). */
  volume: number;
  /** Default false (spec §9). */
  muted: boolean;
  /** Playback rate 0.75..2. */
  rate: number;
  sleepTimer: SleepTimerState;
  playlist: PlaylistState | null;
  /** « À suivre »: what plays after the current sound, before the playlist's next (kept across pages and reloads). */
  queue: QueueItem[];
  counters: CountersState;
  /** Spec §4 "A pop-in donation flag is set if the roll has a desktop or mobile pop-in value" (stays set for the page). */
  popInDonation: boolean;
  modals: ModalsState;
  user: PlayerUser | null;
  /** True for the embed player (spec §4 state 'embed': no preload, no tracker). */
  embed: boolean;
  error: PlayerError | null;
}

// ───────────────────────────── actions ─────────────────────────────

/** What to load: an episode by id (fetched from `/api/episode/{id}`), a ready sound, or a live radio. */
export type LoadRequest =
  | {
      episodeId: string | number;
      /** Playlist context for prev/next and auto-play of the next item. */
      playlist?: { type: string; id: string | number };
      /** Start at this second (share links `?episode=ID&t=SS`); wins over the tracker offset. */
      startAt?: number;
      /** Default true; false prepares the sound (status 'paused' or 'embed') without playing. */
      autoplay?: boolean;
      /** The list this episode is played from, in its order: what follows it becomes « À suivre ». */
      queue?: QueueItem[];
    }
  | {
      sound: PlayerSound;
      playlist?: { type: string; id: string | number };
      startAt?: number;
      autoplay?: boolean;
    }
  | { radioCode: string; autoplay?: boolean };

export interface PlayerActions {
  /**
   * Loads (and by default plays) a sound. The same track does nothing (spec §4); another
   * track unloads the current one first. Resolves false when refused (limit reached) or failed.
   */
  load(request: LoadRequest): Promise<boolean>;
  /** With a request: `load` and play. Without: resume the loaded sound. */
  play(request?: LoadRequest): Promise<boolean>;
  /**
   * Asks ahead (the page idle, episodes on it) for what an episode's first press waits for: its
   * pre-roll and post-roll at the listener's funnel step and the pre-roll's check. Cheap to repeat.
   */
  warmEpisode(): void;
  pause(): void;
  /**
   * What a press on a play control does (keyboard Space, the bars' buttons, the page's `data-play-*`
   * buttons): pauses the sound of `request` (the loaded one without it) when it plays or connects,
   * plays it on when paused, tries again when it failed, else loads and plays it.
   */
  toggle(request?: LoadRequest): void;
  /** What a control of the sound `id` (the loaded one by default) shows: the one reading, `playState`. */
  playState(id?: string | null): PlayState;
  /** Stops and unloads everything; back to 'idle'. */
  stop(): void;
  /** Seconds, clamped to [0, duration]; no-op for live. */
  seek(seconds: number): void;
  /** Relative seek (keyboard ←/→: ±15 s, ±30 s). */
  skip(deltaSeconds: number): void;
  /** 0..1. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  toggleMute(): void;
  /** Clamped to 0.75..2. */
  setRate(rate: number): void;
  /** 15, 30, 60 minutes, 'end-of-episode', or null to cancel. */
  /** Resolves once set (the timer's code is fetched on first use). */
  setSleepTimer(setting: SleepTimerSetting | null): Promise<void>;
  /** Plays the first of « À suivre », else the next playlist item; resolves false when there is none. */
  next(): Promise<boolean>;
  prev(): Promise<boolean>;
  /** Loads and plays the live stream of a radio (`radio/{code}` liveURL); default `<prefix>National`. */
  playLive(radioCode?: string): Promise<boolean>;
  /**
   * « Reprendre l'émission au début »: the live loaded plays the programme on air from its first
   * second (the grid's start, `/api/dab`), through the radio's timeshift. False without one.
   */
  startOver(): Promise<boolean>;
  /** « Revenir au direct »: back to the live edge after a start-over. */
  backToLive(): void;
  /** Signed-in user (tracker, separate counter, no rolls) or null when signed out. */
  setUser(user: PlayerUser | null): void;
  /** listenerMax from configuration. */
  setListenerMax(max: number): void;
  /** Joins the shared modal queue (site modals use this through `RadioSDK.modals`). */
  openModal(modal: ModalEntry): void;
  /** Closes the visible modal (or the one with this id, visible or waiting); the next one shows. */
  closeModal(id?: string): void;
  /** Link to the current episode at the current second: `{base}?episode=ID&t=SS`. Null for live/idle. */
  shareUrl(base?: string): string | null;
  /** « À suivre »: replaces it, adds an episode at its end, removes one, moves one, empties it. */
  setQueue(items: QueueItem[]): void;
  enqueue(item: QueueItem): void;
  removeFromQueue(id: string): void;
  moveInQueue(from: number, to: number): void;
  clearQueue(): void;
}

// ───────────────────────────── events ─────────────────────────────

export interface PlayerEventMap {
  /** Main sound or live started playing. */
  play: { sound: PlayerSound };
  pause: { sound: PlayerSound };
  /** Main sound ended (before the post-roll and the next item). */
  ended: { sound: PlayerSound };
  /** Playback refused: anonymous listener at listenerMax. */
  'limit-reached': { counter: number; max: number };
  'roll-start': { roll: RollState };
  'roll-end': { roll: RollState };
  /** Position moved (1-s ticks and seeks). */
  timeupdate: { position: number; duration: number };
  'live-info': { live: LiveInfo };
  error: PlayerError;
}

export type PlayerEventName = keyof PlayerEventMap;
export type PlayerListener<E extends PlayerEventName> = (payload: PlayerEventMap[E]) => void;

// ───────────────────────────── sound engine ─────────────────────────────

export type SoundEventName = 'load' | 'loaderror' | 'play' | 'playerror' | 'pause' | 'stop' | 'end';

export interface SoundOptions {
  /** Always true with howler here: streams and large files go through an HTML5 audio element. */
  html5: boolean;
  /** False for embed sounds (spec §9). */
  preload: boolean;
  format?: string[];
  volume: number;
  mute: boolean;
  rate: number;
}

/** One sound (a howler `Howl` in production, a fake in tests). */
export interface SoundHandle {
  play(): void;
  pause(): void;
  stop(): void;
  unload(): void;
  /** Current position in seconds. */
  seek(): number;
  seek(seconds: number): void;
  /** Seconds, 0 until known (Infinity-free: live streams report 0). */
  duration(): number;
  volume(volume: number): void;
  mute(muted: boolean): void;
  rate(rate: number): void;
  playing(): boolean;
  on(event: SoundEventName, callback: (detail?: unknown) => void): void;
}

export interface SoundEngine {
  create(src: string, options: SoundOptions): SoundHandle;
}

// ───────────────────────────── createPlayer ─────────────────────────────

export interface PlayerOptions {
  /** Base of the content API (e.g. `http://127.0.0.1:4000/content`). */
  contentApiUrl: string;
  /** Three-letter prefix (default 'RCF'): `playLive()` without a code plays `<prefix>National`. */
  prefix?: string;
  /** Brand shown as album on the lock screen (default 'RCF'). */
  brand?: string;
  /** Maximum anonymous listens. */
  listenerMax?: number;
  /** Embed player: no preload, no tracker (spec §4 'embed'). */
  embed?: boolean;
  /** Default: howler. */
  engine?: SoundEngine;
  /** Default: globalThis.fetch. */
  fetch?: typeof fetch;
  /** Default: `window.dataLayer` (created when missing); ignored outside browsers. */
  dataLayer?: unknown[];
  /** BroadcastChannel name for "one player at a time across tabs"; false disables. Default 'radio-player'. */
  channel?: string | false;
  /** Media Session integration (lock screen), default true where available. */
  mediaSession?: boolean;
  /** Initial user. */
  user?: PlayerUser | null;
}

/** The engine's zustand store as its consumers see it: read and follow, never write (the actions do). */
export type ReadonlyStore<T> = Pick<StoreApi<T>, 'getState' | 'getInitialState' | 'subscribe'>;

export interface Player extends PlayerActions {
  /** zustand vanilla store, read-only: `store.getState()`, `store.subscribe(listener)`. */
  store: ReadonlyStore<PlayerState>;
  /** The content API calls of the engine, for the reads of the elements around it (one door to the API). */
  api: PlayerApi;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends PlayerEventName>(event: E, callback: PlayerListener<E>): () => void;
  /** Unloads the sound, clears timers, listeners, channel and window handlers. */
  destroy(): void;
}

/**
 * The calls the engine and the SDK's elements make (spec §7), on core's listening calls: the
 * one door of a listening page to the content API. Tests fake `fetch` below it.
 */
export interface PlayerApi {
  /** The door itself, for the reads of parts loaded when asked (an episode's transcript and chapters). */
  http: Http;
  episode(id: string): Promise<Episode>;
  /** The latest episodes of a show, newest first (`<radio-player show>`). */
  episodesByShow(showId: string): Promise<ShowEpisodes>;
  /** The newest published episode first (`<radio-player episode="latest">`). */
  latestEpisodes(): Promise<ShowEpisodes>;
  /** The content settings (`listenerMax`). */
  settings(): Promise<SiteSettings>;
  radio(code: string): Promise<Radio & RadioTimeshift>;
  liveInfo(code: string): Promise<LiveInfo>;
  /** First roll matching the query that has audio, or null. */
  roll(query: RollQuery): Promise<Roll | null>;
  /** §4 "a check request to the roll audio runs": true when the audio answers. */
  checkAudio(url: string): Promise<boolean>;
  playerList(type: string, listId: string, soundId: string): Promise<PlayerList>;
  donationPopin(): Promise<DonationPopin | null>;
}
