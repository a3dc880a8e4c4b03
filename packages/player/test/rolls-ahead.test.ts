import { describe, expect, it, vi } from 'vitest';
import { WARM_KEPT_MS } from '../src/rolls';
import { episode, setCounterCookie, settle } from './fakes';
import { rig } from './setup';

// « Sound at once » for episodes: a press waits for no round trip that could be made before it.
const rollName = (src: string | undefined) => (src ? decodeURIComponent(src.split('?')[1] ?? '') : null);
const isRoll = (src: string) => src.includes('roll.mp3');

/** A rig whose episode answers only when `answer()` is called. */
function slowEpisode() {
  const r = rig();
  let answer = () => {};
  r.api.route(
    'GET',
    /\/api\/episode\/1$/,
    () =>
      new Promise((resolve) => {
        answer = () => resolve(episode(1));
      }),
  );
  return { ...r, answer: () => answer() };
}

describe('episode first sound: what the page asks for ahead', () => {
  it('asked for ahead, the rolls and the pre-roll check are not asked for again at the press', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.player.warmEpisode();
    await settle();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(2); // pre-roll and post-roll
    expect(r.api.to(/roll\.mp3$/, 'HEAD')).toHaveLength(1);
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(2);
    expect(r.api.to(/roll\.mp3$/, 'HEAD')).toHaveLength(1);
    // §4: the pre-roll chosen for count 1 plays first, then the episode.
    expect(rollName(r.engine.sounds[0]?.src)).toBe('Pre-roll|Global');
    expect(r.player.store.getState().status).toBe('roll');
  });

  it('asked for ahead again: nothing new while the funnel step and the time hold', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.player.warmEpisode();
    await settle();
    r.player.warmEpisode();
    await settle();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(WARM_KEPT_MS);
    r.player.warmEpisode();
    await settle();
    expect(r.api.to(/\/rolls\/$/)).toHaveLength(4);
  });

  it('rolls asked for at one funnel step are not played at another (spec §4: the count decides)', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.player.warmEpisode();
    await settle();
    // Meanwhile an episode was counted elsewhere (another tab): count 3.
    setCounterCookie({ ListenerNb: 3 });
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(rollName(r.engine.sounds[0]?.src)).toBe('Pre-roll|Appel au Don générique|Anonyme');
  });

  it('the checked pre-roll loads while the episode is still being read, and plays from that load', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = slowEpisode();
    void r.player.play({ episodeId: 1 });
    await settle();
    // The episode has not answered: the pre-roll is loading, not playing.
    expect(r.engine.sounds.map((s) => rollName(s.src))).toEqual(['Pre-roll|Global']);
    const roll = r.engine.sounds[0];
    expect(roll?.calls).not.toContain('play');
    r.player.setVolume(0.3);
    r.answer();
    await settle();
    // The same sound plays (no second load), at the volume set meanwhile.
    expect(r.engine.sounds.filter((s) => isRoll(s.src))).toEqual([roll]);
    expect(roll?.calls).toContain('play');
    expect(roll?.calls).toContain('volume:0.3');
    expect(r.player.store.getState().status).toBe('roll');
  });

  it('a pre-roll loading ahead for an episode that turns out to have partners is dropped, never played', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    let answer = () => {};
    r.api.route(
      'GET',
      /\/api\/episode\/1$/,
      () => new Promise((res) => (answer = () => res(episode(1, { partners: [{ id: 4, title: 'P' }] })))),
    );
    void r.player.play({ episodeId: 1 });
    await settle();
    const roll = r.engine.sounds[0];
    expect(roll && isRoll(roll.src)).toBe(true);
    answer();
    await settle();
    expect(roll?.unloaded).toBe(true);
    expect(roll?.calls).not.toContain('play');
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', roll: null });
  });

  it('a stop drops the pre-roll loading ahead', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = slowEpisode();
    void r.player.play({ episodeId: 1 });
    await settle();
    const roll = r.engine.sounds[0];
    r.player.stop();
    expect(roll?.unloaded).toBe(true);
  });
});
