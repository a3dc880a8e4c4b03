import { describe, expect, it, vi } from 'vitest';
import { LIVE_STALL_MS, LIVE_START_MS } from '../src/player';
import { liveInfo, settle } from './fakes';
import { rig } from './setup';

/**
 * "The live stream is cut": every way a browser reports a dropped live connection
 * leads to the retry schedule of §4. The fake sound's clock is vitest's fake Date.
 */

const DAB = /\/content\/api\/dab\/RCFNational$/;
/** §4 "retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards". */
const SCHEDULE = [500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000];

async function listening() {
  const r = rig();
  r.api.route('GET', DAB, () => liveInfo(3600));
  await r.player.playLive('RCFNational');
  await settle();
  expect(r.player.store.getState().status).toBe('live');
  return r;
}

type R = Awaited<ReturnType<typeof listening>>;

/** Waits `ms` and checks that the next connection comes exactly then, not 1 ms earlier. */
/** The listener pauses: a minute on, nothing was reconnected behind their back (`sounds` elements in all). */
async function expectPausedAMinuteOn(r: R, sounds: number) {
  r.player.pause();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(r.engine.sounds).toHaveLength(sounds);
  expect(r.player.store.getState().status).toBe('paused');
}

async function expectRetryAfter(r: R, ms: number) {
  const count = r.engine.sounds.length;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(r.engine.sounds, `no retry before ${ms} ms`).toHaveLength(count);
  await vi.advanceTimersByTimeAsync(1);
  expect(r.engine.sounds, `a retry at ${ms} ms`).toHaveLength(count + 1);
  expect(r.engine.sounds.at(-2)?.unloaded, 'the dropped connection is unloaded first').toBe(true);
}

describe('"The live stream is cut: the player retries on the schedule of section 4"', () => {
  it('§4 "On network errors retry after 500 ms": an endless stream that fires `ended` (connection closed, buffer played out) is a network error', async () => {
    const r = await listening();
    await vi.advanceTimersByTimeAsync(1500);
    r.engine.last.drop();
    expect(r.player.store.getState().status).toBe('loading');
    await expectRetryAfter(r, 500);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'live', error: null });
    expect(r.engine.last.isPlaying).toBe(true);
  });

  it(`§4 "On network errors retry after 500 ms": a live position that does not move for LIVE_STALL_MS (${LIVE_STALL_MS} ms) without any event is a network error`, async () => {
    const r = await listening();
    // Ten seconds of listening: the position moves, nothing is retried.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(r.engine.sounds).toHaveLength(1);
    r.engine.last.stall();
    await vi.advanceTimersByTimeAsync(LIVE_STALL_MS - 1);
    expect(r.player.store.getState().status).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(r.player.store.getState().status).toBe('loading');
    await expectRetryAfter(r, 500);
    await settle();
    expect(r.player.store.getState().status).toBe('live');
  });

  it('a stall shorter than LIVE_STALL_MS (the browser reconnected by itself) is not an error', async () => {
    const r = await listening();
    await vi.advanceTimersByTimeAsync(3000);
    r.engine.last.stall();
    await vi.advanceTimersByTimeAsync(LIVE_STALL_MS - 1000);
    r.engine.last.unstall();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.engine.sounds).toHaveLength(1);
    expect(r.player.store.getState()).toMatchObject({ status: 'live', error: null });
  });

  it('a paused live stream is not watched for stalls', async () => {
    const r = await listening();
    await expectPausedAMinuteOn(r, 1);
  });

  it('§4 "retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards": after a drop, refused reconnections (503) follow the schedule, and one connection that reports its failure twice counts once', async () => {
    const r = await listening();
    r.engine.behaviour = () => 'unreachable';
    r.engine.last.stall();
    await vi.advanceTimersByTimeAsync(LIVE_STALL_MS + 1000);
    expect(r.player.store.getState().status).toBe('loading');
    // The stalled element gives up later too ('ended'): still the first error, not the second.
    r.engine.sounds[0]?.drop();
    const first = r.engine.sounds.length;
    expect(first).toBe(1);
    // The first retry comes 500 ms after the stall was seen (at most one 1-s tick after LIVE_STALL_MS).
    await vi.advanceTimersByTimeAsync(500);
    expect(r.engine.sounds.length).toBe(2);
    // Each refused retry is error n + 1: 'loaderror' then a NotSupportedError from play(), counted once.
    for (const step of SCHEDULE.slice(1, 9)) {
      // The failure is on screen while the schedule goes on.
      expect(r.player.store.getState()).toMatchObject({
        status: 'loading',
        error: { code: 'network', soundId: 'livestream-RCFNational' },
      });
      await expectRetryAfter(r, step);
    }
    // The stream is back: it plays, and the count starts over.
    r.engine.behaviour = () => 'ok';
    await expectRetryAfter(r, SCHEDULE[9] as number);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'live', error: null });
    r.engine.last.drop();
    await expectRetryAfter(r, 500);
  });

  it('§4 "after more than 10 errors the counter resets and the player unloads": a drop then ten refused reconnections', async () => {
    const r = await listening();
    const errors: string[] = [];
    r.player.on('error', (e) => errors.push(e.code));
    r.engine.behaviour = () => 'unreachable';
    r.engine.last.drop(); // error 1
    for (const step of SCHEDULE) await expectRetryAfter(r, step); // errors 2 to 11
    await settle();
    expect(r.engine.sounds).toHaveLength(11);
    expect(r.engine.last.unloaded).toBe(true);
    expect(r.player.store.getState()).toMatchObject({ status: 'idle', error: { code: 'network' } });
    expect(errors).toEqual(['network']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.engine.sounds).toHaveLength(11);
  });

  it(`§4 "On network errors retry …": a reconnection that never answers is a network error after LIVE_START_MS (${LIVE_START_MS} ms)`, async () => {
    const r = await listening();
    r.engine.behaviour = () => 'hang';
    r.engine.last.drop(); // error 1
    await expectRetryAfter(r, 500);
    // Error 2: the hanging connection, then the retry 500 ms later; error 3 likewise.
    await expectRetryAfter(r, LIVE_START_MS + 500);
    r.engine.behaviour = () => 'ok';
    await expectRetryAfter(r, LIVE_START_MS + 500);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'live', error: null });
    // Playing: the start timer is spent, nothing else happens.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.player.store.getState().status).toBe('live');
    expect(r.engine.sounds).toHaveLength(4);
  });

  it('a listener who pauses while a reconnection hangs is not reconnected behind their back', async () => {
    const r = await listening();
    r.engine.behaviour = () => 'hang';
    r.engine.last.drop();
    await expectRetryAfter(r, 500);
    await expectPausedAMinuteOn(r, 2);
  });

  it('a play refused by the autoplay policy (NotAllowedError) is not retried: the listener presses play', async () => {
    const r = await listening();
    r.engine.behaviour = () => 'refused';
    r.engine.last.drop();
    await expectRetryAfter(r, 500);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'paused', error: { code: 'playback' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.engine.sounds).toHaveLength(2);
  });
});
