import { describe, expect, it, vi } from 'vitest';
import { createPlayer, isAudible, soundFromEpisode } from '../src/player';
import { parseShareParams } from '../src/share';
import { CONTENT, contentApi, episode, FakeEngine, json, setCounterCookie, settle } from './fakes';
import { rig, SIGNED_IN } from './setup';

/** Count 5 of 10: no roll, so the episode plays at once. */
function quiet(options: Parameters<typeof rig>[0] = {}) {
  setCounterCookie({ ListenerNb: 5 });
  return rig({ listenerMax: 10, ...options });
}

describe('§4 Player states and transport', () => {
  it('§9 "Default volume 0.5, not muted"', async () => {
    const { player, engine } = quiet();
    expect(player.store.getState()).toMatchObject({ volume: 0.5, muted: false, status: 'idle', rate: 1 });
    await player.play({ episodeId: 1 });
    await settle();
    expect(engine.last.options).toMatchObject({ volume: 0.5, mute: false, html5: true, preload: true });
  });

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
    const { player, engine, api } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
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
    const { player, engine } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
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

  it('a stall that recovers is not a new play', async () => {
    const { player, engine } = quiet();
    const plays: string[] = [];
    player.on('play', (e) => plays.push(e.sound.id));
    await player.play({ episodeId: 1 });
    await settle();
    engine.last.recover();
    player.pause();
    await player.play();
    await settle();
    expect(plays).toEqual(['1', '1']);
  });

  it('pause sends one pause event', async () => {
    const { player } = quiet();
    const paused: string[] = [];
    player.on('pause', (e) => paused.push(e.sound.id));
    await player.play({ episodeId: 1 });
    await settle();
    player.pause();
    player.pause();
    expect(paused).toEqual(['1']);
  });

  it('a play refused by the browser (autoplay policy) waits for the listener, without retries', async () => {
    const { player, engine } = quiet();
    engine.behaviour = () => 'playerror';
    await player.playLive('RCFNational');
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(engine.sounds).toHaveLength(1);
    expect(player.store.getState()).toMatchObject({ status: 'paused', error: { code: 'playback' } });
  });

  it('an episode whose audio fails leaves a French error and a paused player', async () => {
    const { player, engine } = quiet();
    engine.behaviour = () => 'loaderror';
    await player.play({ episodeId: 1 });
    await settle();
    expect(player.store.getState()).toMatchObject({ status: 'paused', error: { code: 'network' } });
  });

  it('seek clamps to the duration; skip moves by seconds (keyboard ←/→)', async () => {
    const { player, engine } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
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

  it('playLive() without a code plays the national radio of the prefix', async () => {
    const { player, engine } = quiet({ prefix: 'RCF' });
    await player.playLive();
    await settle();
    expect(engine.last.src).toBe('http://api.test/live/RCFNational.mp3');
  });

  it('playback speed is kept within 0.75–2×', async () => {
    const { player, engine } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
    player.setRate(1.5);
    player.setRate(3);
    player.setRate(0.5);
    expect(engine.last.calls.filter((c) => c.startsWith('rate:'))).toEqual([
      'rate:1.5',
      'rate:2',
      'rate:0.75',
    ]);
    expect(player.store.getState().rate).toBe(0.75);
    await player.play({ episodeId: 2 });
    await settle();
    expect(engine.last.options.rate).toBe(0.75);
  });

  it('volume and mute reach the sound and the state', async () => {
    const { player, engine } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
    player.setVolume(0.8);
    player.setVolume(7);
    player.toggleMute();
    expect(engine.last.calls.filter((c) => /^(volume|mute)/.test(c))).toEqual([
      'volume:0.8',
      'volume:1',
      'mute:true',
    ]);
    expect(player.store.getState()).toMatchObject({ volume: 1, muted: true });
  });

  it('stop unloads and returns to idle', async () => {
    const { player, engine } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
    player.stop();
    expect(engine.last.unloaded).toBe(true);
    expect(player.store.getState()).toMatchObject({ status: 'idle', sound: null, position: 0 });
  });

  it('prev/next follow the playlist neighbours', async () => {
    const { player, api } = quiet();
    api.route('GET', /\/rcf_rest_playerlist\/show\/7\/2$/, () => ({ prev: episode(1), next: null }));
    api.route('GET', /\/rcf_rest_playerlist\/show\/7\/1$/, () => ({ prev: null, next: episode(2) }));
    await player.play({ episodeId: 2, playlist: { type: 'show', id: 7 } });
    await settle();
    expect(await player.next()).toBe(false);
    expect(await player.prev()).toBe(true);
    await settle();
    expect(player.store.getState()).toMatchObject({ sound: { id: '1' }, playlist: { next: { id: 2 } } });
  });
});

describe('sleep timer', () => {
  it('pauses after 15 minutes', async () => {
    const { player, engine } = quiet();
    engine.durations.set('episode-', 3600);
    await player.play({ episodeId: 1 });
    await settle();
    player.setSleepTimer(15);
    expect(player.store.getState().sleepTimer).toEqual({ setting: 15, endsAt: Date.now() + 900_000 });
    await vi.advanceTimersByTimeAsync(899_000);
    expect(player.store.getState().status).toBe('playing');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(player.store.getState()).toMatchObject({ status: 'paused', sleepTimer: { setting: null } });
  });

  it('can be cancelled', async () => {
    const { player } = quiet();
    await player.play({ episodeId: 1 });
    await settle();
    player.setSleepTimer(30);
    player.setSleepTimer(null);
    await vi.advanceTimersByTimeAsync(1_800_000);
    expect(player.store.getState().sleepTimer).toEqual({ setting: null, endsAt: null });
  });

  it('"end of episode" stops before the post-roll and the next item', async () => {
    setCounterCookie({ ListenerNb: 1 });
    const r = rig();
    r.api.route('GET', /\/rcf_rest_playerlist\//, () => ({ prev: null, next: episode(2) }));
    await r.player.play({ episodeId: 1, playlist: { type: 'show', id: 7 } });
    await settle();
    r.player.setSleepTimer('end-of-episode');
    await vi.advanceTimersByTimeAsync(20_000 + 200_000);
    await settle();
    expect(r.engine.last.src).toContain('episode-1');
    expect(r.player.store.getState()).toMatchObject({
      status: 'paused',
      sound: { id: '1' },
      sleepTimer: { setting: null },
    });
  });
});

describe('share at the current second', () => {
  it('builds ?episode=ID&t=SS from the current position', async () => {
    const { player } = quiet();
    expect(player.shareUrl('http://localhost:3000/la-matinale')).toBeNull();
    await player.play({ episodeId: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(42_400);
    expect(player.shareUrl('http://localhost:3000/la-matinale?episode=9&t=3#x')).toBe(
      'http://localhost:3000/la-matinale?episode=1&t=42',
    );
    expect(player.shareUrl()).toBe('http://localhost:3000/?episode=1&t=42');
  });

  it('reads the link back and starts at t', async () => {
    expect(parseShareParams('?episode=12&t=95')).toEqual({ episodeId: '12', startAt: 95 });
    expect(parseShareParams('?episode=12&t=abc')).toEqual({ episodeId: '12' });
    expect(parseShareParams('?t=5')).toBeNull();
    const { player, engine } = quiet();
    await player.play({ episodeId: 12, startAt: 95 });
    await settle();
    expect(engine.last.calls).toContain('seek:95');
    expect(player.store.getState().position).toBe(95);
  });

  it('the live stream has no share second', async () => {
    const { player } = quiet();
    await player.playLive('RCFNational');
    expect(player.shareUrl('http://localhost:3000/')).toBeNull();
  });
});

describe('one player at a time across tabs (BroadcastChannel)', () => {
  it('another player starting pauses this one', async () => {
    setCounterCookie({ ListenerNb: 5 });
    const make = () =>
      createPlayer({
        contentApiUrl: CONTENT,
        engine: new FakeEngine(),
        fetch: contentApi().fetch,
        dataLayer: [],
        channel: 'radio-player-test',
        mediaSession: false,
        listenerMax: 10,
      });
    const a = make();
    const b = make();
    try {
      await a.play({ episodeId: 1 });
      await settle();
      expect(a.store.getState().status).toBe('playing');
      await b.play({ episodeId: 2 });
      await settle();
      await vi.waitFor(() => expect(a.store.getState().status).toBe('paused'));
      expect(b.store.getState().status).toBe('playing');
    } finally {
      a.destroy();
      b.destroy();
    }
  });
});

describe('Media Session', () => {
  it('shows title, show and artwork, follows live metadata, and answers the lock-screen buttons', async () => {
    const handlers = new Map<string, (d: { seekOffset?: number; seekTime?: number }) => void>();
    const mediaSession = {
      metadata: null as null | { title: string; artist: string; artwork: Array<{ src: string }> },
      playbackState: 'none',
      setActionHandler: (a: string, h: ((d: object) => void) | null) => {
        if (h) handlers.set(a, h);
        else handlers.delete(a);
      },
      setPositionState: vi.fn(),
    };
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { value: mediaSession, configurable: true });
    try {
      const { player } = quiet({ mediaSession: true });
      await player.play({ episodeId: 1 });
      await settle();
      expect(mediaSession.metadata).toMatchObject({
        title: 'Épisode 1',
        artist: 'La Matinale',
        artwork: [{ src: 'http://api.test/media/images/154x154/v.jpg' }],
      });
      expect(mediaSession.playbackState).toBe('playing');
      handlers.get('seekforward')?.({});
      expect(player.store.getState().position).toBe(15);
      handlers.get('pause')?.({});
      expect(player.store.getState().status).toBe('paused');
      await player.playLive('RCFNational');
      await settle();
      expect(mediaSession.metadata).toMatchObject({ title: 'Les Grands Témoins', artist: 'Jean Dupont' });
      player.destroy();
      expect(handlers.size).toBe(0);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    }
  });
});

describe('modal queue', () => {
  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    const { player } = quiet();
    player.openModal({ id: 'a', kind: 'info' });
    player.openModal({ id: 'b', kind: 'donation' });
    player.openModal({ id: 'a', kind: 'info' });
    expect(player.store.getState().modals).toMatchObject({ visible: { id: 'a' }, waiting: [{ id: 'b' }] });
    player.closeModal();
    expect(player.store.getState().modals).toMatchObject({ visible: { id: 'b' }, waiting: [] });
    player.closeModal('b');
    expect(player.store.getState().modals).toEqual({ visible: null, waiting: [] });
  });
});

describe('signed-in user', () => {
  it('setUser switches off rolls for the next episode', async () => {
    const { player, api } = rig();
    player.setUser(SIGNED_IN);
    await player.play({ sound: soundFromEpisode(episode(3)) });
    await settle();
    expect(api.to(/\/rolls\/$/)).toHaveLength(0);
    expect(player.store.getState().user).toEqual(SIGNED_IN);
  });
});

describe('destroy', () => {
  it('unloads the sound and stops listening to the browser', async () => {
    const { player, engine } = quiet();
    await player.playLive('RCFNational');
    await settle();
    player.destroy();
    expect(engine.last.unloaded).toBe(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(engine.sounds).toHaveLength(1);
    expect(await player.play({ episodeId: 1 })).toBe(false);
  });
});
