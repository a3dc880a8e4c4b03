import { describe, expect, it, vi } from 'vitest';
import { episode, readCounterCookie, setCounterCookie, settle } from './fakes';
import { rig, SIGNED_IN } from './setup';

const events = (layer: Array<Record<string, unknown>>) => layer.map((e) => e.event);

describe('§4 Listener counter', () => {
  it('"An anonymous counter rises by 1 once current time passes 30 s of a non-live episode"', async () => {
    setCounterCookie({ ListenerNb: 5 });
    const r = rig({ listenerMax: 10 });
    await r.player.play({ episodeId: 1 });
    await settle();
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

describe('§4 donation modal', () => {
  async function playTo(seconds: number, cookie: Parameters<typeof setCounterCookie>[0], user = false) {
    setCounterCookie(cookie);
    const r = rig({ listenerMax: 10, ...(user ? { user: SIGNED_IN } : {}) });
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(seconds * 1000);
    await settle();
    return r;
  }

  it('"At 75% progress of an episode a donation modal is queued if … the relevant counter is a non-zero even number"', async () => {
    // 5 → 6 after 30 s: even. 75 % of 200 s is 150 s.
    const before = await playTo(149, { ListenerNb: 5 });
    expect(before.player.store.getState().modals.visible).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(before.player.store.getState().modals.visible).toMatchObject({
      id: 'donation',
      kind: 'donation',
      data: { title: 'Soutenez votre radio' },
    });
  });

  it('an odd counter queues no donation modal', async () => {
    const r = await playTo(160, { ListenerNb: 4 }); // 4 → 5
    expect(r.player.store.getState().modals.visible).toBeNull();
  });

  it('"the relevant counter" of a signed-in listener is the signed-in one', async () => {
    const r = await playTo(160, { ListenerNb: 3, ListenerNbConnected: 1 }, true); // connected 1 → 2
    expect(r.player.store.getState().modals.visible?.kind).toBe('donation');
  });

  it('"if the episode has no partners"', async () => {
    setCounterCookie({ ListenerNb: 5 });
    const r = rig({ listenerMax: 10 });
    r.api.route('GET', /\/api\/episode\/1$/, () => episode(1, { partners: [{ id: 2, title: 'P' }] }));
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(160_000);
    await settle();
    expect(readCounterCookie()?.ListenerNb).toBe(6);
    expect(r.player.store.getState().modals.visible).toBeNull();
  });
});

describe('§7 analytics events in window.dataLayer', () => {
  it('"dataLayerReady" when the player starts, "emission-pv" and "podcastStart" when an episode plays', async () => {
    setCounterCookie({ ListenerNb: 5 });
    const r = rig({ listenerMax: 10 });
    expect(events(r.dataLayer)).toEqual(['dataLayerReady']);
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(events(r.dataLayer)).toEqual(['dataLayerReady', 'emission-pv', 'podcastStart']);
    expect(r.dataLayer[2]).toMatchObject({ podcast: { id: '1', show: 'La Matinale', digas: 'DIGAS-1' } });
  });

  it('§9 "podcastActive at 30 s; podcastOngoing at 99%"', async () => {
    setCounterCookie({ ListenerNb: 5 });
    const r = rig({ listenerMax: 10 });
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(events(r.dataLayer)).not.toContain('podcastActive');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events(r.dataLayer).filter((e) => e === 'podcastActive')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(167_000); // 197 s < 99 % of 200 s
    expect(events(r.dataLayer)).not.toContain('podcastOngoing');
    await vi.advanceTimersByTimeAsync(1_000); // 198 s
    expect(events(r.dataLayer).filter((e) => e === 'podcastOngoing')).toHaveLength(1);
  });

  it('pushes to window.dataLayer when no layer is given', async () => {
    const w = window as unknown as { dataLayer?: unknown[] };
    delete w.dataLayer;
    const { createPlayer } = await import('../src/player');
    const p = createPlayer({ contentApiUrl: 'http://api.test/content', channel: false, mediaSession: false });
    expect(w.dataLayer).toEqual([{ event: 'dataLayerReady' }]);
    p.destroy();
  });
});
