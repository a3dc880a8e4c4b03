import { describe, expect, it, vi } from 'vitest';
import { json, settle } from './fakes';
import { rig, SIGNED_IN } from './setup';

const TRACKER_GET = /\/content\/rcf_tracking_replay\/sub-123\/1$/;

function trackedRig(saved: unknown[] = [], options: Parameters<typeof rig>[0] = {}) {
  const r = rig({ user: SIGNED_IN, ...options });
  r.api
    .route('GET', TRACKER_GET, () => saved)
    .route('POST', /\/content\/entity\/rcf_tracking_replay$/, (c) =>
      json({ id: 55, ...(c.body as object) }, 201),
    )
    .route('PATCH', /\/content\/rcf_tracking_replay\/\d+$/, (c) => ({ id: 55, ...(c.body as object) }));
  return r;
}

const saves = (r: ReturnType<typeof rig>) =>
  r.api.calls
    .filter((c) => c.method === 'POST' || c.method === 'PATCH')
    .map((c) => ({ method: c.method, path: c.url.pathname.replace('/content/', ''), body: c.body }));

describe('§4 Tracker', () => {
  it('"Every 10th one-second tick, for a signed-in user on a non-live, non-embed sound, the position is saved with status InProgress (create if no id, else update)"', async () => {
    const r = trackedRig();
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(saves(r)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(saves(r)).toEqual([
      {
        method: 'POST',
        path: 'entity/rcf_tracking_replay',
        body: {
          field_replay_wso2_uid: 'sub-123',
          field_replay_media_id: '1',
          field_replay_offset: 10_000,
          field_replay_status: 1,
        },
      },
    ]);
    expect(r.api.to(/entity\/rcf_tracking_replay$/, 'POST')[0]?.headers.authorization).toBe(
      'Bearer token-abc',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(saves(r)[1]).toEqual({
      method: 'PATCH',
      path: 'rcf_tracking_replay/55',
      body: { field_replay_offset: 20_000, field_replay_status: 1 },
    });
    expect(saves(r)).toHaveLength(2);
  });

  it('an existing tracker is updated from the first save', async () => {
    const r = trackedRig([
      {
        id: 9,
        field_replay_offset: 0,
        field_replay_status: 1,
        field_replay_wso2_uid: 'sub-123',
        field_replay_media_id: '1',
      },
    ]);
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(saves(r)).toEqual([
      {
        method: 'PATCH',
        path: 'rcf_tracking_replay/9',
        body: { field_replay_offset: 10_000, field_replay_status: 1 },
      },
    ]);
  });

  it('"for a signed-in user": anonymous listeners save nothing', async () => {
    const r = rig();
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.api.to(/rcf_tracking_replay/)).toEqual([]);
  });

  it('"non-embed": the embed player saves nothing', async () => {
    const r = trackedRig([], { embed: true });
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.api.to(/rcf_tracking_replay/)).toEqual([]);
  });

  it('"non-live": the live stream saves nothing', async () => {
    const r = trackedRig();
    await r.player.playLive('RCFNational');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.api.to(/rcf_tracking_replay/)).toEqual([]);
  });

  it('"At the end the position resets to 0."', async () => {
    const r = trackedRig([{ id: 9, offset: 0, status: 1, user_id: 'sub-123', media_id: '1' }]);
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(200_000);
    await settle();
    expect(saves(r).at(-1)).toEqual({
      method: 'PATCH',
      path: 'rcf_tracking_replay/9',
      body: { field_replay_offset: 0, field_replay_status: 0 },
    });
  });

  it('"On start, a saved offset above 0 seeks to that second."', async () => {
    const r = trackedRig([{ id: 9, offset: 42_500, status: 1, user_id: 'sub-123', media_id: '1' }]);
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.engine.last.calls).toContain('seek:42');
    expect(r.player.store.getState().position).toBe(42);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.player.store.getState().position).toBe(43);
  });

  it('a saved offset of 0 does not seek', async () => {
    const r = trackedRig([{ id: 9, offset: 0, status: 0, user_id: 'sub-123', media_id: '1' }]);
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.engine.last.calls.some((c) => c.startsWith('seek:'))).toBe(false);
  });

  it("a share link's start second wins over the saved offset", async () => {
    const r = trackedRig([{ id: 9, offset: 42_000, status: 1, user_id: 'sub-123', media_id: '1' }]);
    await r.player.play({ episodeId: 1, startAt: 90 });
    await settle();
    expect(r.engine.last.calls).toContain('seek:90');
    expect(r.engine.last.calls).not.toContain('seek:42');
  });

  it('a failing tracker call does not stop playback', async () => {
    const r = rig({ user: SIGNED_IN });
    r.api.route('GET', TRACKER_GET, () => json({ status: 500, message: 'Erreur' }, 500));
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(r.player.store.getState().status).toBe('playing');
  });
});

describe('§4 Tracker: a save the API cannot take now is sent again', () => {
  it('a save answered 503 (« momentanément indisponible ») is sent again on the §9 schedule until the API takes it', async () => {
    const r = trackedRig();
    let down = 3;
    r.api.route('POST', /\/content\/entity\/rcf_tracking_replay$/, (c) =>
      down-- > 0
        ? json(
            {
              status: 503,
              message: 'Service momentanément indisponible : la base de données ne répond pas.',
            },
            503,
          )
        : json({ id: 55, ...(c.body as object) }, 201),
    );
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(saves(r)).toHaveLength(1);
    // "Retry delays 500/1000/2000/5000 ms": 500 ms for each of the first three.
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(saves(r)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(saves(r)).toHaveLength(4);
    expect(saves(r).map((s) => (s.body as { field_replay_offset: number }).field_replay_offset)).toEqual([
      10_000, 10_000, 10_000, 10_000,
    ]);
    // Taken: the next save updates the tracker the API created.
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(saves(r).at(-1)).toMatchObject({ method: 'PATCH', path: 'rcf_tracking_replay/55' });
  });

  it('a newer position replaces a save waiting to be sent again: an older offset never lands after it', async () => {
    const r = trackedRig([{ id: 9, offset: 0, status: 1, user_id: 'sub-123', media_id: '1' }]);
    let down = true;
    r.api.route('PATCH', /\/content\/rcf_tracking_replay\/\d+$/, (c) =>
      down ? json({ status: 503, message: 'indisponible' }, 503) : { id: 9, ...(c.body as object) },
    );
    await r.player.play({ episodeId: 1 });
    await settle();
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(10_000);
      await settle();
    }
    down = false;
    await vi.advanceTimersByTimeAsync(6_000);
    await settle();
    const offsets = saves(r).map((s) => (s.body as { field_replay_offset: number }).field_replay_offset);
    expect(offsets.at(-1)).toBe(20_000);
    expect(offsets.lastIndexOf(10_000)).toBeLessThan(offsets.indexOf(20_000));
  });

  it('a save refused for another reason (400) is not sent again', async () => {
    const r = trackedRig();
    r.api.route('POST', /\/content\/entity\/rcf_tracking_replay$/, () =>
      json({ status: 400, message: 'non' }, 400),
    );
    await r.player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(15_000);
    await settle();
    expect(saves(r)).toHaveLength(1);
  });
});
