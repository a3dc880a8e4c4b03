import { describe, expect, it, vi } from 'vitest';
import { parseShareParams } from '../src/share';
import { settle } from './fakes';
import { playingEpisode, quiet } from './setup';

describe('share at the current second', () => {
  it('builds ?episode=ID&t=SS from the current position', async () => {
    const { player } = quiet();
    expect(player.shareUrl('http://localhost:3000/la-matinale')).toBeNull();
    await player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(42_400);
    expect(player.shareUrl('http://localhost:3000/la-matinale?episode=9&t=3#x')).toBe(
      'http://localhost:3000/la-matinale?episode=1&t=42',
    );
    expect(player.shareUrl()).toBe('http://localhost:3000/?episode=1&t=42');
  });

  it('reads the link back and starts at t', async () => {
    expect(parseShareParams('?episode=12&t=95')).toEqual({ episodeId: '12', startAt: 95 });
    expect(parseShareParams('?episode=12&t=abc')).toEqual({ episodeId: '12' });
    expect(parseShareParams('?t=5')).toBeNull();
    const { player, engine } = quiet();
    await player.play({ episodeId: 12, startAt: 95 });
    await settle();
    expect(engine.last.calls).toContain('seek:95');
    expect(player.store.getState().position).toBe(95);
  });

  it('the live stream has no share second', async () => {
    const { player } = quiet();
    await player.playLive('RCFNational');
    expect(player.shareUrl('http://localhost:3000/')).toBeNull();
  });
});

describe('pausing keeps the second heard', () => {
  it('the store holds the sound’s position at the pause, not the last 1-s tick', async () => {
    const { player, engine } = await playingEpisode();
    // A tick at 60 s, then 0.8 s more before the listener pauses: the sound is at 60.8 s.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(player.store.getState().position).toBe(60);
    await vi.advanceTimersByTimeAsync(800);
    player.pause();
    expect(player.store.getState().position).toBe(engine.last.seek());
    expect(player.store.getState().position).toBeCloseTo(60.8, 5);
    expect(player.shareUrl('http://localhost:3000/')).toBe('http://localhost:3000/?episode=1&t=60');
  });

  it('a pause the sound reports itself (lock screen, headset) stores its position too', async () => {
    const { player, engine } = await playingEpisode();
    await vi.advanceTimersByTimeAsync(61_700);
    engine.last.pause();
    expect(player.store.getState()).toMatchObject({ status: 'paused' });
    expect(player.store.getState().position).toBeCloseTo(61.7, 5);
    expect(player.shareUrl('http://localhost:3000/')).toBe('http://localhost:3000/?episode=1&t=61');
  });
});
