import type { ModalEntry, ModalsState, Player, PlayerEventMap, PlayerUser } from '@radio/player';
import type { SdkConfig } from './config';
import { type PlayRequest, playRequest } from './door';
import { getConfig, getPlayer, onEngineChange, setConfig } from './engine';

export type { PlayRequest };
export type RadioSdkEvent = 'play' | 'pause' | 'ended' | 'limit-reached';

type Listener = { event: RadioSdkEvent; cb: (detail: unknown) => void; off: (() => void) | null };
const listeners = new Set<Listener>();
let attachedTo: Player | null = null;

function attach(l: Listener, player: Player) {
  l.off = player.on(l.event as keyof PlayerEventMap, l.cb as never);
}

// Listeners registered before the engine exists (or before it is replaced) follow it.
onEngineChange(() => {
  if (!getConfig()) return;
  const player = getPlayer();
  if (player === attachedTo) return;
  attachedTo = player;
  for (const l of listeners) attach(l, player);
});

function normalise(event: string): RadioSdkEvent {
  const name = event.replace(/^radio-/, '');
  if (name === 'play' || name === 'pause' || name === 'ended' || name === 'limit-reached') return name;
  throw new Error(`RadioSDK.on : événement inconnu « ${event} »`);
}

/** `window.RadioSDK`: the page's handle on the one engine. */
export const RadioSDK = {
  version: '0.1.0',

  /** Sets the API bases (and optionally prefix, listenerMax, siteUrl). Data attributes of the script tag do this at load. */
  configure(config: SdkConfig): void {
    if (!config?.contentApiUrl) throw new Error('RadioSDK.configure : contentApiUrl est obligatoire');
    setConfig(config);
  },

  /**
   * Plays an episode or a radio's live stream; with `autoplay: false`, shows it in the bar ready to
   * play (never over a sound the listener hears). Resolves false when refused (listen limit) or failed.
   */
  play(request: PlayRequest): Promise<boolean> {
    return playRequest(getPlayer(), request);
  },

  pause(): void {
    getPlayer().pause();
  },

  /** The signed-in user (id = the access token's `sub`), or null on sign-out. */
  setUser(user: PlayerUser | null): void {
    getPlayer().setUser(user);
  },

  /**
   * Listens to `play`, `pause`, `ended`, `limit-reached`, and `error` (an element given an unknown
   * id: `{ id, kind, code, message }`); the `radio-` prefix is accepted. Returns the unsubscribe function.
   */
  on(
    event: RadioSdkEvent | 'error' | `radio-${RadioSdkEvent | 'error'}`,
    cb: (detail: unknown) => void,
  ): () => void {
    // `error` is the elements' own `radio-error`, which bubbles out of every shadow root to the document.
    if (event.endsWith('error')) {
      const stop = new AbortController();
      document.addEventListener('radio-error', (e) => cb((e as CustomEvent).detail), stop);
      return () => stop.abort();
    }
    const l: Listener = { event: normalise(event), cb, off: null };
    listeners.add(l);
    if (getConfig()) {
      attachedTo = getPlayer();
      attach(l, attachedTo);
    }
    return () => {
      l.off?.();
      listeners.delete(l);
    };
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
