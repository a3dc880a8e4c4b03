import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadExtras } from '../src/extras-load';
import { settle } from './fakes';
import { quiet, SIGNED_IN } from './setup';

// Counts the fetches of the engine's extras (lock screen, sleep timer, start-over) while keeping
// the real module behind them.
vi.mock('../src/extras-load', async (original) => {
  const real = await original<typeof import('../src/extras-load')>();
  return { loadExtras: vi.fn(real.loadExtras) };
});

describe("the engine's extras are fetched on first need, never before the first sound", () => {
  afterEach(() => {
    vi.mocked(loadExtras).mockClear();
    Reflect.deleteProperty(navigator, 'mediaSession');
  });

  it('the lock screen: fetched once an episode plays, then once only', async () => {
    Object.defineProperty(navigator, 'mediaSession', {
      value: { metadata: null, playbackState: 'none', setActionHandler() {}, setPositionState() {} },
      configurable: true,
    });
    const { player } = quiet({ mediaSession: true });
    const loads = vi.mocked(loadExtras);
    const seen: number[] = [];
    player.store.subscribe((s, prev) => {
      if (s.status === 'playing' && prev.status !== 'playing') seen.push(loads.mock.calls.length);
    });
    expect(loads).not.toHaveBeenCalled();
    await player.play({ episodeId: 1 });
    await settle();
    // Nothing was fetched while the episode loaded: the one fetch comes after the sound started.
    expect(seen).toEqual([0]);
    expect(loads).toHaveBeenCalledTimes(1);
    player.pause();
    await player.play();
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    player.destroy();
  });

  it('the sleep timer: fetched when the listener sets one', async () => {
    const { player } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
    expect(loadExtras).not.toHaveBeenCalled();
    await player.setSleepTimer(15);
    expect(loadExtras).toHaveBeenCalledTimes(1);
    expect(player.store.getState().sleepTimer.setting).toBe(15);
    player.destroy();
  });

  it('the saved positions: never fetched for an anonymous listener; fetched at sign-in, and the position resumes', async () => {
    const anonymous = quiet();
    await anonymous.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(loadExtras).not.toHaveBeenCalled();
    anonymous.player.destroy();

    const r = quiet();
    r.api.route('GET', /\/content\/rcf_tracking_replay\/sub-123\/2$/, () => [
      { id: 9, offset: 42_500, status: 1, user_id: 'sub-123', media_id: '2' },
    ]);
    r.player.setUser(SIGNED_IN);
    // Fetched from sign-in, before any press: there when the listener plays.
    expect(loadExtras).toHaveBeenCalledTimes(1);
    // (Another episode than the one kept from the anonymous listening above.)
    await r.player.play({ episodeId: 2 });
    await settle();
    expect(r.player.store.getState().position).toBe(42);
    r.player.destroy();
  });
});
