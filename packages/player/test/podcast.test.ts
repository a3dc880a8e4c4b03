import { describe, expect, it, vi } from 'vitest';
import { isAudible } from '../src/player';
import { episode, json, setCounterCookie, settle } from './fakes';
import { playingEpisode, quiet, rig } from './setup';

describe('§4 an episode from load to end', () => {
  it('goes idle → loading → playing → paused', async () => {
    const { player } = quiet();
    const seen: string[] = [];
    player.store.subscribe((s, prev) => {
      if (s.status !== prev.status) seen.push(s.status);
    });
    const started = player.play({ episodeId: 1 });
    await started;
    await settle();
    player.pause();
    expect(seen).toEqual(['loading', 'playing', 'paused']);
    expect(isAudible('playing')).toBe(true);
    expect(isAudible('paused')).toBe(false);
  });

  it('§4 "choosing the same track does nothing"', async () => {
    const { player, engine, api } = await playingEpisode();
    await vi.advanceTimersByTimeAsync(5_000);
    const fetched = api.calls.length;
    expect(await player.load({ episodeId: 1 })).toBe(true);
    expect(await player.play({ episodeId: '1' })).toBe(true);
    await settle();
    expect(engine.sounds).toHaveLength(1);
    expect(engine.last.calls.filter((c) => c !== 'play')).toEqual([]);
    expect(api.calls).toHaveLength(fetched);
    expect(player.store.getState()).toMatchObject({ status: 'playing', position: 5 });
  });

  it('§4 "Changing track unloads the current player first"', async () => {
    const { player, engine } = await playingEpisode();
    const first = engine.last;
    const create = engine.create.bind(engine);
    let unloadedBeforeCreate: boolean | null = null;
    engine.create = (src, o) => {
      unloadedBeforeCreate = first.unloaded;
      return create(src, o);
    };
    await player.play({ episodeId: 2 });
    await settle();
    expect(unloadedBeforeCreate).toBe(true);
    expect(player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '2' }, position: 0 });
  });

  it('a slower earlier request does not override a later track', async () => {
    const { player, api } = quiet();
    let release: () => void = () => {};
    api.route('GET', /\/api\/episode\/1$/, () => new Promise((r) => (release = () => r(episode(1)))));
    const slow = player.play({ episodeId: 1 });
    await player.play({ episodeId: 2 });
    release();
    expect(await slow).toBe(false);
    await settle();
    expect(player.store.getState().sound?.id).toBe('2');
  });

  it("a refused request leaves the current episode's start untouched", async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig({ listenerMax: 6 });
    const pending: Array<() => void> = [];
    const release = () => {
      for (const go of pending.splice(0)) go();
    };
    r.api.route('GET', /\/rolls\/$/, () => new Promise((res) => pending.push(() => res([]))));
    const first = r.player.play({ episodeId: 1 });
    await settle();
    // Meanwhile another tab counted a sixth listen: episode 2 is refused.
    setCounterCookie({ ListenerNb: 6, episodesDigas: ['DIGAS-1'] });
    expect(await r.player.play({ episodeId: 2 })).toBe(false);
    release();
    expect(await first).toBe(true);
    await settle();
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', sound: { id: '1' } });
  });
});

describe('§4 an episode: embeds, cues, errors, seeking', () => {
  it('§9 "Embed audio does not preload"; the embed waits in state \'embed\'', async () => {
    const { player, engine } = quiet({ embed: true });
    await player.load({ episodeId: 1, autoplay: false });
    expect(player.store.getState()).toMatchObject({ status: 'embed', embed: true, sound: { id: '1' } });
    expect(engine.sounds).toHaveLength(0);
    await player.play();
    await settle();
    expect(engine.last.options.preload).toBe(false);
    expect(player.store.getState().status).toBe('playing');
  });

  it('a cued episode (autoplay false) shows its data and plays on demand', async () => {
    const { player, engine } = quiet();
    await player.load({ episodeId: 1, autoplay: false });
    expect(player.store.getState()).toMatchObject({
      status: 'paused',
      sound: { title: 'Épisode 1' },
      duration: 200,
    });
    expect(engine.sounds).toHaveLength(0);
    player.toggle();
    await settle();
    expect(player.store.getState().status).toBe('playing');
    player.toggle();
    expect(player.store.getState().status).toBe('paused');
  });

  it('an unknown episode gives a French error', async () => {
    const { player, api } = quiet();
    api.route('GET', /\/api\/episode\/404$/, () => json({ status: 404, message: 'Introuvable' }, 404));
    const errors: string[] = [];
    player.on('error', (e) => errors.push(e.message));
    expect(await player.play({ episodeId: 404 })).toBe(false);
    expect(errors).toEqual(['Ce contenu audio est introuvable.']);
  });

  it('an episode whose audio fails leaves a French error and a paused player', async () => {
    const { player, engine } = quiet();
    engine.behaviour = () => 'loaderror';
    await player.play({ episodeId: 1 });
    await settle();
    expect(player.store.getState()).toMatchObject({ status: 'paused', error: { code: 'network' } });
  });

  it('seek clamps to the duration; skip moves by seconds (keyboard ←/→)', async () => {
    const { player, engine } = await playingEpisode();
    player.seek(500);
    expect(player.store.getState().position).toBe(200);
    player.seek(100);
    player.skip(-15);
    expect(player.store.getState().position).toBe(85);
    player.skip(30);
    expect(engine.last.calls.filter((c) => c.startsWith('seek:'))).toEqual([
      'seek:200',
      'seek:100',
      'seek:85',
      'seek:115',
    ]);
    player.skip(-500);
    expect(player.store.getState().position).toBe(0);
  });

  it('a roll cannot be skipped by seeking', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    await r.player.play({ episodeId: 1 });
    await settle();
    expect(r.player.store.getState().status).toBe('roll');
    r.player.skip(30);
    r.player.seek(150);
    expect(r.engine.last.calls.some((c) => c.startsWith('seek:'))).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(r.player.store.getState()).toMatchObject({ status: 'playing', position: 0 });
  });
});
