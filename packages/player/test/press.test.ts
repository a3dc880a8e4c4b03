import { describe, expect, it, vi } from 'vitest';
import { playState } from '../src/player';
import type { PlayerState } from '../src/types';
import { json, settle } from './fakes';
import { liveRig, playingEpisode, quiet } from './setup';

/** The one reading every control shares (`playState`) and the one press (`toggle`). */
describe('playState: what a play control shows', () => {
  const base = { status: 'idle', sound: null, error: null, buffering: false } as unknown as PlayerState;
  const sound = { id: '12' } as PlayerState['sound'];
  const network = { code: 'network', message: 'm', soundId: '12' } as const;

  it('idle, loading, playing (a roll counts), paused — for its own sound only', () => {
    expect(playState(base, '12')).toBe('idle');
    expect(playState({ ...base, status: 'loading', sound }, '12')).toBe('loading');
    expect(playState({ ...base, status: 'roll', sound }, '12')).toBe('playing');
    expect(playState({ ...base, status: 'paused', sound }, '12')).toBe('paused');
    expect(playState({ ...base, status: 'playing', sound }, '13')).toBe('idle');
    // The loaded sound by default.
    expect(playState({ ...base, status: 'playing', sound })).toBe('playing');
  });

  it('waiting for data while playing is loading (the element resumes by itself)', () => {
    expect(playState({ ...base, status: 'playing', sound, buffering: true }, '12')).toBe('loading');
  });

  it('a failure about the sound wins while it is silent, also while the live retries (status loading)', () => {
    expect(playState({ ...base, status: 'loading', sound, error: network }, '12')).toBe('error');
    expect(playState({ ...base, status: 'idle', sound, error: network }, '12')).toBe('error');
    // An episode that could not even be read (not loaded): its button says so.
    expect(playState({ ...base, error: network }, '12')).toBe('error');
    // Offline while the buffer still plays: it plays.
    expect(
      playState({ ...base, status: 'playing', sound, error: { ...network, code: 'offline' } }, '12'),
    ).toBe('playing');
    // Another sound's failure, or the listening limit (its own dialog says it), is not this one's.
    expect(playState({ ...base, status: 'paused', sound, error: { ...network, soundId: '13' } }, '12')).toBe(
      'paused',
    );
    expect(
      playState({ ...base, status: 'paused', sound, error: { ...network, code: 'limit-reached' } }, '12'),
    ).toBe('paused');
  });
});

describe('toggle: one press on a play control', () => {
  it('loads and plays what it stands for, pauses it, plays it on', async () => {
    const { player, engine } = quiet();
    player.toggle({ episodeId: 1 });
    await settle();
    expect(player.playState('1')).toBe('playing');
    player.toggle({ episodeId: 1 });
    expect(player.playState('1')).toBe('paused');
    player.toggle({ episodeId: 1 });
    await settle();
    expect(player.playState('1')).toBe('playing');
    expect(engine.sounds).toHaveLength(1);
  });

  it('a press while it connects stops it: one stream, never two', async () => {
    const r = liveRig();
    r.engine.behaviour = () => 'hang';
    r.player.toggle({ radioCode: 'RCFNational' });
    await settle();
    expect(r.player.playState('livestream-RCFNational')).toBe('loading');
    r.player.toggle({ radioCode: 'RCFNational' });
    await settle();
    expect(r.player.playState('livestream-RCFNational')).toBe('paused');
    expect(r.engine.sounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000); // no retry of a connection the listener stopped
    expect(r.engine.sounds).toHaveLength(1);
  });

  it('another button: the sound that played stops, the new one plays', async () => {
    const { player, engine } = await playingEpisode();
    player.toggle({ episodeId: 2 });
    await settle();
    expect(engine.sounds[0]?.unloaded).toBe(true);
    expect(player.playState('2')).toBe('playing');
    expect(player.playState('1')).toBe('idle');
  });

  it('« Réessayer » after an episode whose audio failed: a new element, from where it stopped', async () => {
    const { player, engine } = quiet();
    engine.behaviour = () => 'loaderror';
    player.toggle({ episodeId: 1 });
    await settle();
    expect(player.playState('1')).toBe('error');
    expect(player.store.getState().error).toMatchObject({ code: 'network', soundId: '1' });
    engine.behaviour = () => 'ok';
    player.toggle({ episodeId: 1 });
    await settle();
    expect(engine.sounds).toHaveLength(2);
    expect(player.playState('1')).toBe('playing');
    expect(player.store.getState().error).toBeNull();
  });

  it('an episode the API cannot give: « introuvable » (404) or « indisponible » (no answer), on that episode only', async () => {
    const { player, api } = await playingEpisode();
    api.route('GET', /\/api\/episode\/404$/, () => json({ status: 404, message: 'Introuvable' }, 404));
    player.toggle({ episodeId: 404 });
    await settle();
    expect(player.store.getState().error).toMatchObject({ code: 'not-found', soundId: '404' });
    expect(player.playState('404')).toBe('error');
    expect(player.playState('1')).toBe('playing');
    api.route('GET', /\/api\/episode\/500$/, () => Promise.reject(new TypeError('Failed to fetch')));
    player.toggle({ episodeId: 500 });
    await settle();
    expect(player.store.getState().error).toMatchObject({ code: 'network', soundId: '500' });
  });
});
