import type { ModalEntry, ModalsState, Player, PlayerEventMap, PlayerUser } from '@radio/player';
import type { RadioErrorDetail } from './bad-id';
import type { SdkConfig } from './config';
import { type PlayRequest, playRequest } from './door';
import { getConfig, getPlayer, onEngineChange, setConfig } from './engine';

export type { PlayRequest };
export type RadioSdkEvent = 'play' | 'pause' | 'ended' | 'limit-reached';

/** What `RadioSDK.on` hands each listener, per event (the `detail` of the `radio-*` DOM events). */
export interface RadioSdkEventMap {
  play: PlayerEventMap['play'];
  pause: PlayerEventMap['pause'];
  ended: PlayerEventMap['ended'];
  'limit-reached': PlayerEventMap['limit-reached'];
  /** An element given an unknown id (it shows a French message in its place). */
  error: RadioErrorDetail;
}

const EVENTS = ['play', 'pause', 'ended', 'limit-reached', 'error'];

let markReady: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
// Ready once configured (the script tag's own configuration, or the page's first `configure`).
onEngineChange(() => {
  if (getConfig()) markReady();
});

/** `window.RadioSDK`: the page's handle on the one engine. */
export const RadioSDK = {
  version: '0.1.0',

  /** Sets the API bases (and optionally prefix, listenerMax, siteUrl). Data attributes of the script tag do this at load. */
  configure(config: SdkConfig): void {
    if (!config?.contentApiUrl) throw new Error('RadioSDK.configure : contentApiUrl est obligatoire');
    setConfig(config);
  },

  /**
   * Resolves with the SDK once it is configured, whatever the order: code that may run before the
   * script waits for `radio-sdk:ready` instead (sdk/README.md, « Prêt »).
   */
  get ready(): Promise<RadioSdk> {
    return ready.then(() => RadioSDK);
  },

  /**
   * Plays an episode or a radio's live stream; with `autoplay: false`, shows it in the bar ready to
   * play (never over a sound the listener hears). Without a request: the sound the page holds plays
   * on, else the national live of the configured prefix. Resolves false when refused (listen limit)
   * or failed.
   */
  play(request?: PlayRequest): Promise<boolean> {
    const player = getPlayer();
    if (request) return playRequest(player, request);
    return player.store.getState().sound ? player.play() : player.playLive();
  },

  pause(): void {
    getPlayer().pause();
  },

  /**
   * The signed-in user (id = the access token's `sub`), or null on sign-out. The radio's own site
   * only: the API answers user-scoped calls from the origins of `CORS_ORIGINS` alone, and a partner
   * page must never hold a listener's token (sdk/README.md « Auditeurs connectés »).
   */
  setUser(user: PlayerUser | null): void {
    getPlayer().setUser(user);
  },

  /**
   * Listens to `play`, `pause`, `ended`, `limit-reached` (one call per change of the sound), and
   * `error` (an element given an unknown id); the `radio-` prefix is accepted. They are the
   * elements' `radio-*` events, heard on the document. Returns the unsubscribe function.
   */
  on<K extends keyof RadioSdkEventMap>(
    event: K | `radio-${K}`,
    cb: (detail: RadioSdkEventMap[K]) => void,
  ): () => void {
    const name = event.replace(/^radio-/, '');
    if (!EVENTS.includes(name)) throw new Error(`RadioSDK.on : événement inconnu « ${event} »`);
    const stop = new AbortController();
    document.addEventListener(`radio-${name}`, (e) => cb((e as CustomEvent).detail), stop);
    return () => stop.abort();
  },

  /** The page's one modal queue, shared with the site (spec §2). */
  modals: {
    open(modal: ModalEntry): void {
      getPlayer().openModal(modal);
    },
    close(id?: string): void {
      getPlayer().closeModal(id);
    },
    get state(): ModalsState {
      return getPlayer().store.getState().modals;
    },
    /** Calls back on every change of the queue; returns the unsubscribe function. */
    subscribe(cb: (modals: ModalsState) => void): () => void {
      return getPlayer().store.subscribe((s, prev) => {
        if (s.modals !== prev.modals) cb(s.modals);
      });
    },
  },

  /** The engine itself (its store read-only, and its actions), for advanced integrations and tests. */
  get player(): Player {
    return getPlayer();
  },
};

export type RadioSdk = typeof RadioSDK;
