import { describe, expect, it, vi } from 'vitest';
import { EPISODE_KEY, VOLUME_KEY } from '../src/kept';
import { setCounterCookie, settle } from './fakes';
import { liveRig, playingEpisode, rig } from './setup';

/** What a listener sets stays: a new engine on the same browser storage is a reload. */
describe('kept across reloads', () => {
  it('the volume and the mute (spec §9 defaults only the first time)', () => {
    const first = rig();
    expect(first.player.store.getState()).toMatchObject({ volume: 0.5, muted: false });
    first.player.setVolume(0.8);
    first.player.setMuted(true);
    const reloaded = rig();
    expect(reloaded.player.store.getState()).toMatchObject({ volume: 0.8, muted: true });
  });

  it('a malformed or foreign value is not taken', () => {
    localStorage.setItem(VOLUME_KEY, '{"volume":7,"muted":"oui"}');
    expect(rig().player.store.getState()).toMatchObject({ volume: 0.5, muted: false });
    localStorage.setItem(VOLUME_KEY, 'pas du JSON');
    expect(rig().player.store.getState()).toMatchObject({ volume: 0.5, muted: false });
    localStorage.setItem(EPISODE_KEY, '{"sound":{"id":3}}');
    expect(rig().player.store.getState().sound).toBeNull();
  });

  it('the episode loaded and its second: after a reload the bar shows it, paused there; play goes on from there, without its pre-roll again', async () => {
    const { player } = await playingEpisode();
    await vi.advanceTimersByTimeAsync(42_000);
    player.pause();
    const reloaded = rig();
    expect(reloaded.player.store.getState()).toMatchObject({
      status: 'paused',
      sound: { id: '1' },
      position: 42,
    });
    setCounterCookie({ ListenerNb: 0 }); // a count that gets a pre-roll
    reloaded.player.toggle();
    await settle();
    expect(reloaded.engine.srcs()).toEqual([expect.stringContaining('episode-1')]);
    expect(reloaded.engine.last.calls).toContain('seek:42');
    expect(reloaded.player.playState()).toBe('playing');
  });

  it('a live, or nothing, leaves no episode to find', async () => {
    const { player } = await playingEpisode();
    await vi.advanceTimersByTimeAsync(5_000);
    player.stop();
    expect(rig().player.store.getState().sound).toBeNull();
    const live = liveRig();
    await live.player.playLive('RCFNational');
    await settle();
    expect(localStorage.getItem(EPISODE_KEY)).toBeNull();
  });
});
