import { describe, expect, it } from 'vitest';
import { createPlayQueue } from '../src/queue';
import { episode, settle } from './fakes';
import { moduleContext, quiet } from './setup';

describe('the play queue', () => {
  it('prev/next follow the playlist neighbours', async () => {
    const { player, api } = quiet();
    api.route('GET', /\/rcf_rest_playerlist\/show\/7\/2$/, () => ({ prev: episode(1), next: null }));
    api.route('GET', /\/rcf_rest_playerlist\/show\/7\/1$/, () => ({ prev: null, next: episode(2) }));
    await player.play({ episodeId: 2, playlist: { type: 'show', id: 7 } });
    await settle();
    expect(await player.next()).toBe(false);
    expect(await player.prev()).toBe(true);
    await settle();
    expect(player.store.getState()).toMatchObject({ sound: { id: '1' }, playlist: { next: { id: 2 } } });
  });
});

describe('play queue module', () => {
  it("follows the current sound's neighbours and plays the next one at the end", async () => {
    const { ctx, api } = moduleContext();
    api.route('GET', /\/rcf_rest_playerlist\/show\/7\/1$/, () => ({ prev: null, next: episode(2) }));
    const loads: unknown[] = [];
    const queue = createPlayQueue(ctx, async (r) => loads.push(r) > 0);
    ctx.set({ playlist: { type: 'show', id: '7', prev: null, next: null } });
    expect(await queue.prev()).toBe(false);
    await queue.follow({ type: 'show', id: '7' }, '1');
    expect(ctx.get().playlist).toMatchObject({ prev: null, next: { id: 2 } });
    expect(await queue.advance()).toBe(true);
    expect(loads).toEqual([
      { sound: expect.objectContaining({ id: '2' }), playlist: { type: 'show', id: '7' } },
    ]);
  });

  it('neighbours that arrive after a track change are dropped', async () => {
    const { ctx, api } = moduleContext();
    let release: () => void = () => {};
    api.route(
      'GET',
      /\/rcf_rest_playerlist\//,
      () => new Promise((r) => (release = () => r({ prev: null, next: episode(2) }))),
    );
    const queue = createPlayQueue(ctx, async () => true);
    const following = queue.follow({ type: 'show', id: '7' }, '1');
    await settle();
    ctx.life.generation++;
    release();
    await following;
    expect(ctx.get().playlist).toBeNull();
  });
});
