// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../src/index';
import { contentApi, FakeEngine } from './fakes';

describe('outside a browser', () => {
  it('imports and runs without window or document (server rendering)', async () => {
    expect(typeof window).toBe('undefined');
    const player = createPlayer({
      contentApiUrl: 'http://api.test/content',
      engine: new FakeEngine(),
      fetch: contentApi().fetch,
    });
    expect(player.store.getState()).toMatchObject({ status: 'idle', volume: 0.5, muted: false });
    expect(await player.load({ episodeId: 1, autoplay: false })).toBe(true);
    expect(player.store.getState()).toMatchObject({ status: 'paused', sound: { id: '1' } });
    expect(player.shareUrl()).toBeNull();
    player.destroy();
  });
});
