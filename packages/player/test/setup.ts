import { afterEach, beforeEach, vi } from 'vitest';
import { createPlayer } from '../src/player';
import type { Player, PlayerOptions } from '../src/types';
import { CONTENT, clearCookies, contentApi, type FakeApi, FakeEngine } from './fakes';

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

export const SIGNED_IN = { id: 'sub-123', accessToken: 'token-abc', email: 'a@b.fr' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  clearCookies();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const p of players.splice(0)) p.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
