import { describe, expect, it, vi } from 'vitest';
import { episode, readCounterCookie, setCounterCookie, settle } from './fakes';
import { playingEpisode, rig, SIGNED_IN } from './setup';

/** An anonymous listener with `count` listens, `max` allowed, plays an episode with partners (no roll). */
async function listenWithoutRoll(count: number, max: number) {
  setCounterCookie({ ListenerNb: count });
  const r = rig({ listenerMax: max });
  r.api.route('GET', /\/content\/api\/episode\/1$/, () => episode(1, { partners: [{ id: 1 }] as never }));
  await r.player.play({ episodeId: 1 });
  await settle();
  return r;
}

describe('§4 Listener counter', () => {
  it('"An anonymous counter rises by 1 once current time passes 30 s of a non-live episode"', async () => {
    const r = await playingEpisode();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(readCounterCookie()?.ListenerNb).toBe(5);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readCounterCookie()).toMatchObject({
      ListenerNb: 6,
      ListenerNbConnected: 0,
      episodesDigas: ['DIGAS-1'],
    });
    expect(r.player.store.getState().counters).toMatchObject({ anonymous: 6, max: 10, limitReached: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readCounterCookie()?.ListenerNb).toBe(6);
  });

  it('"only while below the maximum"', async () => {
    setCounterCookie({ ListenerNb: 6 });
    const r = rig({ listenerMax: 10 });
    await r.player.play({ episodeId: 1 });
    await settle();
    r.player.setListenerMax(6);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(readCounterCookie()?.ListenerNb).toBe(6);
    expect(r.player.store.getState().counters).toMatchObject({ anonymous: 6, max: 6, limitReached: true });
  });

  it('"of a non-live episode": the live stream is not counted', async () => {
    setCounterCookie({ ListenerNb: 2 });
    const r = rig();
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.player.store.getState().status).toBe('live');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(readCounterCookie()?.ListenerNb).toBe(2);
  });

  it('"A signed-in listener has a separate counter rising likewise."', async () => {
    setCounterCookie({ ListenerNb: 3, ListenerNbConnected: 4 });
    const r = rig({ user: SIGNED_IN });
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(readCounterCookie()?.ListenerNbConnected).toBe(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readCounterCookie()).toMatchObject({ ListenerNb: 3, ListenerNbConnected: 5 });
    expect(r.player.store.getState().counters).toMatchObject({ anonymous: 3, signedIn: 5 });
  });

  it('"At the maximum, a \'max listening\' modal appears and playback is refused for anonymous users"', async () => {
    setCounterCookie({ ListenerNb: 6 });
    const r = rig({ listenerMax: 6 });
    const limits: unknown[] = [];
    r.player.on('limit-reached', (e) => limits.push(e));
    expect(await r.player.play({ episodeId: 1 })).toBe(false);
    await settle();
    expect(r.engine.sounds).toHaveLength(0);
    const s = r.player.store.getState();
    expect(s.modals.visible).toMatchObject({ id: 'max-listening', kind: 'max-listening' });
    expect(s.error?.code).toBe('limit-reached');
    expect(s.error?.message).toMatch(/Connectez-vous/);
    expect(limits).toEqual([{ counter: 6, max: 6 }]);
  });

  it('"except live streams"', async () => {
    setCounterCookie({ ListenerNb: 6 });
    const r = rig({ listenerMax: 6 });
    expect(await r.player.playLive('RCFNational')).toBe(true);
    await settle();
    expect(r.player.store.getState().status).toBe('live');
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it('"or the same episode when the counter equals the maximum"', async () => {
    setCounterCookie({ ListenerNb: 6, episodesDigas: ['DIGAS-1'] });
    const r = rig({ listenerMax: 6 });
    expect(await r.player.play({ episodeId: 1 })).toBe(true);
    await settle();
    expect(r.player.store.getState().status).toBe('playing');
    expect(await r.player.play({ episodeId: 2 })).toBe(false);
    // The refused click leaves the allowed episode playing.
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '1' } });
    expect(r.engine.last.isPlaying).toBe(true);
  });

  it('"At the maximum, a \'max listening\' modal appears" the moment a listen reaches it, and that episode keeps playing', async () => {
    // listenerMax 3; an episode with partners has no roll, so the main sound starts at once.
    const r = await listenWithoutRoll(2, 3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(r.player.store.getState().modals.visible).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readCounterCookie()?.ListenerNb).toBe(3);
    const s = r.player.store.getState();
    expect(s.modals.visible).toMatchObject({ kind: 'max-listening' });
    expect(s.counters).toMatchObject({ anonymous: 3, limitReached: true });
    expect(s.status).toBe('playing');
    expect(r.engine.last.calls).not.toContain('pause');
  });

  it('a listen below the maximum opens no max-listening modal', async () => {
    const r = await listenWithoutRoll(1, 3);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(readCounterCookie()?.ListenerNb).toBe(2);
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it('signed-in listeners have no listening limit (§1)', async () => {
    setCounterCookie({ ListenerNb: 6 });
    const r = rig({ listenerMax: 6, user: SIGNED_IN });
    expect(await r.player.play({ episodeId: 1 })).toBe(true);
  });

  it('the limit applies when a cued episode is played', async () => {
    setCounterCookie({ ListenerNb: 6 });
    const r = rig({ listenerMax: 6 });
    expect(await r.player.load({ episodeId: 1, autoplay: false })).toBe(true);
    expect(r.player.store.getState().status).toBe('paused');
    expect(await r.player.play()).toBe(false);
    expect(r.engine.sounds).toHaveLength(0);
    expect(r.player.store.getState().modals.visible?.kind).toBe('max-listening');
  });
});
