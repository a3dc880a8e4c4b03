import { describe, expect, it, vi } from 'vitest';
import { episode, readCounterCookie, setCounterCookie, settle } from './fakes';
import { playingEpisode, rig, SIGNED_IN } from './setup';

const events = (layer: Array<Record<string, unknown>>) => layer.map((e) => e.event);

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
    const r = await playingEpisode();
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
