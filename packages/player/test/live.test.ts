import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, settle } from './fakes';
import { liveRig, rig } from './setup';

describe('§4 Player: live', () => {
  it("plays the radio's liveURL with id 'livestream-{radioCode}' and the default title 'Le direct'", async () => {
    const r = liveRig();
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.engine.last.src).toBe('http://api.test/live/RCFNational.mp3');
    expect(r.engine.last.options).toMatchObject({ html5: true, preload: true });
    expect(r.player.store.getState()).toMatchObject({
      status: 'live',
      radioCode: 'RCFNational',
      sound: { id: 'livestream-RCFNational', title: 'Le direct', live: true },
      live: { title: 'Les Grands Témoins', artiste: 'Jean Dupont' },
    });
  });

  describe('network errors', () => {
    const createdAt: number[] = [];
    afterEach(() => {
      createdAt.length = 0;
    });

    function failingLive() {
      const r = liveRig();
      r.engine.behaviour = () => 'loaderror';
      const create = r.engine.create.bind(r.engine);
      r.engine.create = (src, o) => {
        createdAt.push(Date.now());
        return create(src, o);
      };
      return r;
    }
    const gaps = () => createdAt.slice(1).map((t, i) => t - (createdAt[i] ?? 0));

    it('§4 "retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards"', async () => {
      const r = failingLive();
      await r.player.playLive('RCFNational');
      await settle();
      for (const step of [500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000]) {
        const before = createdAt.length;
        expect(r.player.store.getState().status).toBe('loading');
        await vi.advanceTimersByTimeAsync(step - 1);
        expect(createdAt).toHaveLength(before);
        await vi.advanceTimersByTimeAsync(1);
        expect(createdAt).toHaveLength(before + 1);
      }
      expect(gaps()).toEqual([500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000]);
      // Each retry unloads the failed sound before making a new one.
      expect(r.engine.sounds.slice(0, -1).every((s) => s.unloaded)).toBe(true);
    });

    it('§4 "after more than 10 errors the counter resets and the player unloads"', async () => {
      const r = failingLive();
      const errors: string[] = [];
      r.player.on('error', (e) => errors.push(e.code));
      await r.player.playLive('RCFNational');
      await settle();
      await vi.advanceTimersByTimeAsync(15_500); // the ten retries
      expect(createdAt).toHaveLength(11);
      expect(r.engine.last.unloaded).toBe(true);
      expect(r.player.store.getState()).toMatchObject({ status: 'idle', error: { code: 'network' } });
      expect(errors).toEqual(['network']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(createdAt).toHaveLength(11);
      // The counter was reset: playing again starts over at 500 ms.
      await r.player.play();
      await settle();
      expect(createdAt).toHaveLength(12);
      await vi.advanceTimersByTimeAsync(500);
      expect(createdAt).toHaveLength(13);
    });

    it('a stream that plays again clears the error count', async () => {
      const r = liveRig();
      let failures = 5;
      r.engine.behaviour = () => (failures-- > 0 ? 'loaderror' : 'ok');
      await r.player.playLive('RCFNational');
      await settle();
      await vi.advanceTimersByTimeAsync(500 * 3 + 1000 * 2);
      expect(r.player.store.getState().status).toBe('live');
      // A dropped stream ('end' on an endless sound) is a network error, counted from 1 again:
      // the retry comes after 500 ms, not after the 1000 ms of a sixth error.
      const count = r.engine.sounds.length;
      r.engine.last.drop();
      await vi.advanceTimersByTimeAsync(499);
      expect(r.engine.sounds).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(r.engine.sounds).toHaveLength(count + 1);
      expect(r.player.store.getState().status).toBe('live');
    });
  });

  it('§4 "When the browser goes online during live, the player reloads and plays."', async () => {
    const r = liveRig();
    await r.player.playLive('RCFNational');
    await settle();
    const first = r.engine.last;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(first.unloaded).toBe(true);
    expect(r.engine.sounds).toHaveLength(2);
    expect(r.engine.last.isPlaying).toBe(true);
    expect(r.player.store.getState().status).toBe('live');
  });

  it('going online outside live changes nothing', async () => {
    const r = rig({ user: { id: 'u', accessToken: 't' } });
    await r.player.play({ episodeId: 1 });
    await settle();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(r.engine.sounds).toHaveLength(1);
    expect(r.engine.last.unloaded).toBe(false);
  });

  it('resuming a paused live stream reconnects to the present', async () => {
    const r = liveRig();
    await r.player.playLive('RCFNational');
    await settle();
    r.player.pause();
    expect(r.player.store.getState().status).toBe('paused');
    await r.player.play();
    await settle();
    expect(r.engine.sounds).toHaveLength(2);
    expect(r.engine.sounds[0]?.unloaded).toBe(true);
    expect(r.player.store.getState().status).toBe('live');
  });

  it('an unknown radio gives a French error', async () => {
    const r = rig();
    r.api.route('GET', /\/radio\/RCFNowhere$/, () =>
      json({ status: 404, message: 'Radio introuvable' }, 404),
    );
    expect(await r.player.playLive('RCFNowhere')).toBe(false);
    expect(r.engine.sounds).toHaveLength(0);
    expect(r.player.store.getState().error).toEqual({
      code: 'not-found',
      message: 'Ce contenu audio est introuvable.',
      soundId: 'livestream-RCFNowhere',
    });
  });
});
