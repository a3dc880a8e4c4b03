import { afterEach, beforeEach, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createPlayerApi } from '../src/api';
import type { PlayerContext } from '../src/context';
import { createEmitter } from '../src/events';
import { openModalIn } from '../src/modals';
import { createPlayer } from '../src/player';
import { initialState } from '../src/state';
import type { Player, PlayerError, PlayerOptions, PlayerState } from '../src/types';
import {
  CONTENT,
  clearCookies,
  contentApi,
  type FakeApi,
  FakeEngine,
  liveInfo,
  setCounterCookie,
  settle,
} from './fakes';

export interface Rig {
  player: Player;
  engine: FakeEngine;
  api: FakeApi;
  dataLayer: Array<Record<string, unknown>>;
}

const players: Player[] = [];

/** A player on fakes: fake sound, fake fetch, its own dataLayer, no tab channel, no media session. */
export function rig(options: Partial<PlayerOptions> = {}, api: FakeApi = contentApi()): Rig {
  const engine = new FakeEngine();
  engine.durations.set('episode-', 200);
  engine.durations.set('roll.mp3', 20);
  const dataLayer: Array<Record<string, unknown>> = [];
  const player = createPlayer({
    contentApiUrl: CONTENT,
    engine,
    fetch: api.fetch,
    dataLayer,
    channel: false,
    mediaSession: false,
    listenerMax: 6,
    ...options,
  });
  players.push(player);
  return { player, engine, api, dataLayer };
}

/** The now-playing of the national radio. */
export const DAB = /\/content\/api\/dab\/RCFNational$/;

/** A player whose national radio's programme ends in `endInS()` seconds. */
export function liveRig(endInS: () => number = () => 3600): Rig {
  const r = rig();
  r.api.route('GET', DAB, () => liveInfo(endInS()));
  return r;
}

/** Count 5 of 10: no roll, so the episode plays at once. */
export function quiet(options: Partial<PlayerOptions> = {}): Rig {
  setCounterCookie({ ListenerNb: 5 });
  return rig({ listenerMax: 10, ...options });
}

/** A quiet rig (no roll, no limit reached) already playing episode 1. */
export async function playingEpisode(options: Partial<PlayerOptions> = {}): Promise<Rig> {
  const r = quiet(options);
  await r.player.play({ episodeId: 1 });
  await settle();
  return r;
}

export const SIGNED_IN = { id: 'sub-123', accessToken: 'token-abc', email: 'a@b.fr' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  clearCookies();
  // « À suivre » is stored in the page's storage: each test starts without one.
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const p of players.splice(0)) p.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** One module's view of the engine, on the same fakes: what createPlayer hands each module. */
export function moduleContext(options: Partial<PlayerOptions> = {}, api: FakeApi = contentApi()) {
  const engine = new FakeEngine();
  engine.durations.set('episode-', 200);
  const full: PlayerOptions = {
    contentApiUrl: CONTENT,
    engine,
    fetch: api.fetch,
    listenerMax: 6,
    ...options,
  };
  const store = createStore<PlayerState>()(() => initialState(full));
  const events = createEmitter();
  const errors: PlayerError[] = [];
  const announced: number[] = [];
  const ctx: PlayerContext = {
    options: full,
    store,
    get: store.getState,
    set: store.setState,
    api: createPlayerApi(full, () => store.getState().user),
    engine,
    analytics: { push() {} },
    emit: events.emit,
    life: { generation: 0, requests: 0, destroyed: false },
    fail(code, status = store.getState().status) {
      const error = { code, message: code };
      errors.push(error);
      store.setState({ error, status });
      return false;
    },
    syncMediaSession() {},
    openModal: (modal) => store.setState({ modals: openModalIn(store.getState().modals, modal) }),
    announcePlaying: () => void announced.push(Date.now()),
  };
  return { ctx, engine, api, events, errors, announced };
}
