import { describe, expect, it, vi } from 'vitest';
import { json, liveInfo, settle } from './fakes';
import { DAB, liveRig, rig } from './setup';

describe('§9 live now-playing', () => {
  it.each([
    ['§9 "Live refresh: … otherwise 2 min"', 3600, 120_000],
    ['§9 "time left plus 5 s if under 2 min"', 60, 65_000],
    ['§9 "30 s if time left is negative"', -10, 30_000],
  ])('%s', async (_rule, timeLeft, refreshMs) => {
    const r = liveRig(() => timeLeft);
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.api.to(DAB)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(refreshMs - 1);
    expect(r.api.to(DAB)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.api.to(DAB)).toHaveLength(2);
  });

  it("the now-playing refresh updates the sound's time left and the live info", async () => {
    let title = 'Première émission';
    const r = rig();
    r.api.route('GET', DAB, () => ({ ...liveInfo(60), title }));
    const seen: string[] = [];
    r.player.on('live-info', (e) => seen.push(e.live.title));
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.player.store.getState().sound?.timeLeft).toBe(60);
    title = 'Deuxième émission';
    await vi.advanceTimersByTimeAsync(65_000);
    expect(seen).toEqual(['Première émission', 'Deuxième émission']);
    expect(r.player.store.getState().live?.title).toBe('Deuxième émission');
  });

  it('§8 "Live info failure is only logged": the stream keeps playing and the info is asked again', async () => {
    const r = rig();
    let fail = true;
    r.api.route('GET', DAB, () =>
      fail ? json({ status: 503, message: 'Indisponible' }, 503) : liveInfo(3600),
    );
    await r.player.playLive('RCFNational');
    await settle();
    expect(console.warn).toHaveBeenCalled();
    expect(r.player.store.getState()).toMatchObject({ status: 'live', live: null, error: null });
    fail = false;
    await vi.advanceTimersByTimeAsync(500);
    expect(r.player.store.getState().live?.title).toBe('Les Grands Témoins');
  });

  it('« sound at once »: the now-playing is asked for once the stream plays, never before its first bytes', async () => {
    const r = liveRig();
    r.engine.behaviour = () => 'hang';
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.player.store.getState().status).toBe('loading');
    expect(r.api.to(DAB)).toHaveLength(0);
    r.engine.last.recover();
    await settle();
    expect(r.player.store.getState().status).toBe('live');
    expect(r.api.to(DAB)).toHaveLength(1);
    expect(r.player.store.getState().live?.title).toBe('Les Grands Témoins');
  });
});
