import { describe, expect, it, vi } from 'vitest';
import { createSleepTimer } from '../src/sleep-timer';
import { episode, setCounterCookie, settle } from './fakes';
import { moduleContext, playingEpisode, quiet, rig } from './setup';

describe('sleep timer', () => {
  it('pauses after 15 minutes', async () => {
    const { player, engine } = quiet();
    engine.durations.set('episode-', 3600);
    await player.play({ episodeId: 1 });
    await settle();
    await player.setSleepTimer(15);
    expect(player.store.getState().sleepTimer).toEqual({ setting: 15, endsAt: Date.now() + 900_000 });
    await vi.advanceTimersByTimeAsync(899_000);
    expect(player.store.getState().status).toBe('playing');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(player.store.getState()).toMatchObject({ status: 'paused', sleepTimer: { setting: null } });
  });

  it('can be cancelled', async () => {
    const { player } = await playingEpisode();
    await player.setSleepTimer(30);
    await player.setSleepTimer(null);
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(player.store.getState().sleepTimer).toEqual({ setting: null, endsAt: null });
  });

  it('"end of episode" stops before the post-roll and the next item', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.api.route('GET', /\/rcf_rest_playerlist\//, () => ({ prev: null, next: episode(2) }));
    await r.player.play({ episodeId: 1, playlist: { type: 'show', id: 7 } });
    await settle();
    await r.player.setSleepTimer('end-of-episode');
    await vi.advanceTimersByTimeAsync(20_000 + 200_000);
    await settle();
    expect(r.engine.last.src).toContain('episode-1');
    expect(r.player.store.getState()).toMatchObject({
      status: 'paused',
      sound: { id: '1' },
      sleepTimer: { setting: null },
    });
  });
});

describe('sleep timer module', () => {
  it('"end of episode" is spent by the end it stops at; a minutes setting is not an end', () => {
    const { ctx } = moduleContext();
    const pauses: number[] = [];
    const timer = createSleepTimer(ctx.store, () => pauses.push(Date.now()));
    timer.set('end-of-episode');
    expect(timer.stopsAtEnd()).toBe(true);
    expect(ctx.get().sleepTimer).toEqual({ setting: null, endsAt: null });
    expect(timer.stopsAtEnd()).toBe(false);
    timer.set(60);
    expect(timer.stopsAtEnd()).toBe(false);
    expect(pauses).toEqual([]);
  });

  it('a new setting replaces the running one: one pause, at the new time', async () => {
    const { ctx } = moduleContext();
    const pauses: number[] = [];
    const timer = createSleepTimer(ctx.store, () => pauses.push(Date.now()));
    const start = Date.now();
    timer.set(15);
    timer.set(30);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(pauses).toEqual([start + 30 * 60_000]);
    timer.set(15);
    timer.clear();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(pauses).toHaveLength(1);
  });
});
