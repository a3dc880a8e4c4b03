import { describe, expect, it, vi } from 'vitest';
import { parseShareParams } from '../src/share';
import { settle } from './fakes';
import { quiet } from './setup';

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
