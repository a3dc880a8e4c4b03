import { trackerCalls } from '@radio/core';
import { describe, expect, it, vi } from 'vitest';
import { RADIO_KEPT_MS } from '../src/api';
import { episode, json } from './fakes';
import { rig, SIGNED_IN } from './setup';

describe("the engine's one door to the content API (core's listening calls)", () => {
  it("serves the elements' own reads — show, settings, now-playing — through the engine's fetch", async () => {
    const { player, api } = rig();
    api
      .route('GET', /\/content\/episodes_by_show\/7$/, () => ({ rows: [episode(9)], pager: null }))
      .route('GET', /\/content\/rcf_admin\/settings$/, () => ({ listenerMax: 4 }));
    expect((await player.api.episodesByShow('7')).rows.map((e) => e.id)).toEqual([9]);
    expect(await player.api.settings()).toEqual({ listenerMax: 4 });
    expect((await player.api.liveInfo('RCFNational')).title).toBe('Les Grands Témoins');
    expect(api.calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/content/episodes_by_show/7?page=0&_format=json',
      '/content/rcf_admin/settings?_format=json',
      '/content/api/dab/RCFNational?_format=json',
    ]);
  });

  it("a radio's record is asked for once in RADIO_KEPT_MS (a press after the door's early ask costs no round trip); a failure is not kept", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { player, api } = rig();
      const radio = /\/content\/radio\/RCFNational$/;
      const first = await player.api.radio('RCFNational');
      expect((await player.api.radio('RCFNational')).liveURL).toBe(first.liveURL);
      expect(api.to(radio)).toHaveLength(1);
      vi.setSystemTime(Date.now() + RADIO_KEPT_MS);
      await player.api.radio('RCFNational');
      expect(api.to(radio)).toHaveLength(2);
      // The API down: refused, and asked again on the next call.
      api.route('GET', /\/content\/radio\/RCFBelgique$/, () =>
        json({ status: 503, message: 'Indisponible' }, 503),
      );
      await expect(player.api.radio('RCFBelgique')).rejects.toBeTruthy();
      await expect(player.api.radio('RCFBelgique')).rejects.toBeTruthy();
      expect(api.to(/\/content\/radio\/RCFBelgique$/)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("user-scoped calls carry the signed-in listener's token", async () => {
    const { player, api } = rig({ user: SIGNED_IN });
    api.route('GET', /\/rcf_tracking_replay\//, () => []);
    // The saved positions' calls, as the engine's tracker builds them on its HTTP door.
    await trackerCalls(player.api.http).tracker(SIGNED_IN.id, '1');
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-abc');
  });
});
