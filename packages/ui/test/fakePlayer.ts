import { EMPTY_TRACK, type Player, type PlayerState, playState } from '@radio/player';
import { vi } from 'vitest';

/** The engine's boundary for component tests: a real subscribable store and spied actions. */
export function initialState(over: Partial<PlayerState> = {}): PlayerState {
  return {
    ...EMPTY_TRACK,
    volume: 0.5,
    muted: false,
    rate: 1,
    sleepTimer: { setting: null, endsAt: null },
    queue: [],
    counters: { anonymous: 0, signedIn: 0, max: 3, limitReached: false },
    popInDonation: false,
    modals: { visible: null, waiting: [] },
    user: null,
    embed: false,
    ...over,
  } as PlayerState;
}

export function fakePlayer(over: Partial<PlayerState> = {}) {
  let state = initialState(over);
  const listeners = new Set<(s: PlayerState, p: PlayerState) => void>();
  const store = {
    getState: () => state,
    getInitialState: () => state,
    setState: (partial: Partial<PlayerState> | ((s: PlayerState) => Partial<PlayerState>)) => {
      const prev = state;
      state = { ...state, ...(typeof partial === 'function' ? partial(state) : partial) };
      for (const l of listeners) l(state, prev);
    },
    subscribe: (l: (s: PlayerState, p: PlayerState) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const player = {
    store,
    load: vi.fn(async () => true),
    play: vi.fn(async () => true),
    pause: vi.fn(),
    toggle: vi.fn(),
    // The engine's own reading of the store (a pure function): the components show what it says.
    playState: (id?: string | null) => playState(store.getState(), id),
    stop: vi.fn(),
    seek: vi.fn(),
    skip: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
    toggleMute: vi.fn(),
    setRate: vi.fn(),
    setSleepTimer: vi.fn(),
    next: vi.fn(async () => true),
    prev: vi.fn(async () => true),
    playLive: vi.fn(async () => true),
    startOver: vi.fn(async () => true),
    backToLive: vi.fn(),
    setUser: vi.fn(),
    setListenerMax: vi.fn(),
    openModal: vi.fn(),
    closeModal: vi.fn(),
    shareUrl: vi.fn(() => 'https://radio.test/emission?episode=12&t=83'),
    setQueue: vi.fn(),
    enqueue: vi.fn(),
    removeFromQueue: vi.fn(),
    moveInQueue: vi.fn(),
    clearQueue: vi.fn(),
    on: vi.fn(() => () => {}),
    destroy: vi.fn(),
  };
  return player as unknown as Player & typeof player;
}

export const episode = {
  audio_file: '/media/audio/ep12.mp3',
  digas: 'D12',
  id: '12',
  partners: [],
  show: { alias: '/emission/la-parole', id: 3, title: 'La Parole du jour', episode: '12' },
  title: "L'évangile du dimanche",
  url_linked_article: null,
  visual: { url: '/media/images/{style_name}/ep12.jpg', alt: 'Bible ouverte' },
  duration: 1800,
  timePassedSinceStart: 0,
  timeLeft: 0,
  radios: [{ code: 'RCFNational', name: 'RCF' }],
  datetime: null,
} as PlayerState['sound'];
