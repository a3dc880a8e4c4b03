import { describe, expect, it, vi } from 'vitest';
import { createPlayer, soundFromEpisode } from '../src/player';
import { createTransport } from '../src/transport';
import { CONTENT, contentApi, episode, FakeEngine, setCounterCookie, settle } from './fakes';
import { moduleContext, playingEpisode, quiet, rig, SIGNED_IN } from './setup';

describe('§4 Player states and transport', () => {
  it('§9 "Default volume 0.5, not muted"', async () => {
    const { player, engine } = quiet();
    expect(player.store.getState()).toMatchObject({ volume: 0.5, muted: false, status: 'idle', rate: 1 });
    await player.play({ episodeId: 1 });
    await settle();
    expect(engine.last.options).toMatchObject({ volume: 0.5, mute: false, html5: true, preload: true });
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

  it('playLive() without a code plays the national radio of the prefix', async () => {
    const { player, engine } = quiet({ prefix: 'RCF' });
    await player.playLive();
    await settle();
    expect(engine.last.src).toBe('http://api.test/live/RCFNational.mp3');
  });

  it('playback speed is kept within 0.75–2×', async () => {
    const { player, engine } = await playingEpisode();
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
    const { player, engine } = await playingEpisode();
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
    const { player, engine } = await playingEpisode();
    player.stop();
    expect(engine.last.unloaded).toBe(true);
    expect(player.store.getState()).toMatchObject({ status: 'idle', sound: null, position: 0 });
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
      // The lock screen's code is fetched once the first sound plays (extras.ts).
      await vi.waitFor(() =>
        expect(mediaSession.metadata).toMatchObject({
          title: 'Épisode 1',
          artist: 'La Matinale',
          artwork: [{ src: 'http://api.test/media/images/154x154/v.jpg' }],
        }),
      );
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

describe('transport module: the play/pause wiring podcast and live share', () => {
  const sound = (live: boolean) =>
    ({
      ...soundFromEpisode(episode(1)),
      live,
      audio_file: live ? 'http://api.test/live/X.mp3' : 'episode-1.mp3',
    }) as const;

  for (const [live, status] of [
    [false, 'playing'],
    [true, 'live'],
  ] as const) {
    it(`${status}: one 'play' event per real start, one 'pause', the tick runs while it plays`, async () => {
      const { ctx, engine, events, announced } = moduleContext();
      const transport = createTransport(ctx);
      const seen: string[] = [];
      events.on('play', () => seen.push('play'));
      events.on('pause', () => seen.push('pause'));
      const ticks: number[] = [];
      transport.onTick((_s, position) => ticks.push(position));
      const s = sound(live);
      ctx.set({ sound: s });
      const handle = transport.openMain(s);
      let starts = 0;
      transport.wire(handle, s, { status, onPlay: () => starts++ });
      handle.play();
      await settle();
      engine.last.recover(); // <audio> says 'playing' again after a stall
      await vi.advanceTimersByTimeAsync(3_000);
      transport.pause();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(seen).toEqual(['play', 'pause']);
      expect(starts).toBe(2);
      expect(announced).toHaveLength(1);
      expect(ticks).toEqual([1, 2, 3]);
      expect(ctx.get().status).toBe('paused');
      expect(engine.last.options.rate).toBe(1);
    });
  }

  it('a sound that is no longer the main one changes nothing', async () => {
    const { ctx, events } = moduleContext();
    const transport = createTransport(ctx);
    const seen: string[] = [];
    events.on('play', () => seen.push('play'));
    const s = sound(false);
    ctx.set({ sound: s, status: 'paused' });
    const old = transport.openMain(s);
    transport.wire(old, s, { status: 'playing' });
    transport.openMain(s);
    old.play();
    await settle();
    expect(seen).toEqual([]);
    expect(ctx.get().status).toBe('paused');
  });

  it('a track change unloads both sounds, bumps the generation and resets every module', () => {
    const { ctx, engine } = moduleContext();
    const transport = createTransport(ctx);
    const resets: string[] = [];
    transport.onTrackChange(() => resets.push('podcast'));
    transport.onTrackChange(() => resets.push('live'));
    transport.openRoll('roll.mp3');
    transport.openMain(sound(false));
    transport.unloadTrack();
    expect(engine.sounds.map((s) => s.unloaded)).toEqual([true, true]);
    expect([transport.main, transport.roll, ctx.life.generation]).toEqual([null, null, 1]);
    expect(resets).toEqual(['podcast', 'live']);
  });

  it('pausing a roll sends no pause event (the episode has not started)', async () => {
    const { ctx, engine, events } = moduleContext();
    const transport = createTransport(ctx);
    const seen: string[] = [];
    events.on('pause', () => seen.push('pause'));
    ctx.set({ sound: sound(false), status: 'roll' });
    transport.openRoll('roll.mp3').play();
    await settle();
    transport.pause();
    expect(engine.last.calls).toEqual(['play', 'pause']);
    expect(seen).toEqual([]);
    expect(ctx.get().status).toBe('paused');
  });
});
