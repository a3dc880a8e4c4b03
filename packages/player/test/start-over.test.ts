import { describe, expect, it, vi } from 'vitest';
import { json, settle } from './fakes';
import { liveRig } from './setup';

const TEMPLATE = 'http://api.test/live/RCFNational.mp3?debut={start}';

/** The national radio with a timeshift template; its programme started 10 minutes ago (fakes' liveInfo). */
function shiftRig() {
  const r = liveRig();
  r.api.route('GET', /\/content\/radio\/RCFNational$/, () => ({
    id: 9,
    tid: 9,
    name: 'RCF',
    shortname: 'RCF',
    code: 'RCFNational',
    liveURL: 'http://api.test/live/RCFNational.mp3',
    timeshiftURL: TEMPLATE,
    alias: '/direct',
    parentRegionTid: null,
    parentRegionName: null,
    aroundMeAlias: null,
  }));
  return r;
}

const unix = (iso: string) => Date.parse(iso) / 1000;

/** The national live playing, restarted at its programme's start: the rig and that start (Unix s). */
async function restarted() {
  const r = shiftRig();
  await r.player.playLive('RCFNational');
  await settle();
  await r.player.startOver();
  await settle();
  return { r, from: unix(r.player.store.getState().timeshift?.from ?? '') };
}

describe('« Reprendre l’émission au début » / « Revenir au direct »', () => {
  it('restarts the programme on air from its first second (the grid’s start), then goes back to the live edge', async () => {
    const r = shiftRig();
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.player.store.getState().timeshift).toEqual({
      template: TEMPLATE,
      liveURL: 'http://api.test/live/RCFNational.mp3',
      from: null,
      programme: null,
    });
    await vi.advanceTimersByTimeAsync(5_000);

    expect(await r.player.startOver()).toBe(true);
    await settle();
    const s = r.player.store.getState();
    const start = s.live?.date ?? '';
    // Asked at the press: the fakes' programme on air started 10 minutes before it.
    expect(Date.now() / 1000 - unix(start)).toBe(600);
    expect(r.engine.last.src).toBe(`http://api.test/live/RCFNational.mp3?debut=${unix(start)}`);
    expect(s).toMatchObject({
      status: 'live',
      timeshift: { from: start, programme: { title: 'Les Grands Témoins' } },
    });
    expect(r.engine.sounds.at(-2)?.unloaded).toBe(true);

    r.player.backToLive();
    await settle();
    expect(r.engine.last.src).toBe('http://api.test/live/RCFNational.mp3');
    expect(r.player.store.getState()).toMatchObject({
      status: 'live',
      timeshift: { from: null, programme: null },
    });
  });

  it('a pause in the restarted programme resumes at the second reached, not at the start again', async () => {
    const { r, from } = await restarted();
    await vi.advanceTimersByTimeAsync(42_000);
    r.player.pause();
    await vi.advanceTimersByTimeAsync(30_000);
    await r.player.play();
    await settle();
    expect(r.engine.last.src).toBe(`http://api.test/live/RCFNational.mp3?debut=${from + 42}`);
    expect(r.player.store.getState()).toMatchObject({ status: 'live', position: 0 });
  });

  it('a drop of the restarted stream reconnects where it was (the §4 retry schedule still applies)', async () => {
    const { r, from } = await restarted();
    await vi.advanceTimersByTimeAsync(20_000);
    r.engine.last.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(r.engine.last.src).toBe(`http://api.test/live/RCFNational.mp3?debut=${from + 20}`);
  });

  it('a radio without a timeshift template has no start-over: nothing changes', async () => {
    const r = liveRig();
    await r.player.playLive('RCFNational');
    await settle();
    expect(r.player.store.getState().timeshift).toBeNull();
    expect(await r.player.startOver()).toBe(false);
    expect(r.engine.sounds).toHaveLength(1);
  });

  it('changing radio leaves the start-over behind', async () => {
    const { r } = await restarted();
    await r.player.playLive('RCFLyon');
    await settle();
    expect(r.engine.last.src).toBe('http://api.test/live/RCFLyon.mp3');
    expect(r.player.store.getState().timeshift).toBeNull();
  });

  it('the programme cannot be asked for: a French error, the live goes on', async () => {
    const r = shiftRig();
    await r.player.playLive('RCFNational');
    await settle();
    r.api.route('GET', /\/content\/api\/dab\//, () => json({ status: 503, message: 'indisponible' }, 503));
    expect(await r.player.startOver()).toBe(false);
    expect(r.engine.sounds).toHaveLength(1);
    expect(r.player.store.getState()).toMatchObject({
      status: 'live',
      error: { code: 'network' },
      timeshift: { from: null },
    });
  });
});
