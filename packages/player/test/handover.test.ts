import { Howl, Howler } from 'howler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, dropOffered, howlEngine, offerPlaying, type Player } from '../src';
import { FakeAudio, fakeFetch, LIVE } from './fake-audio';

/**
 * Design « sound at once »: the live a page started at the press, before the SDK (site/lib/first-sound.ts),
 * is taken over by the engine when it plays the same address: the same element, no second connection,
 * no jump back to the stream's start, and howler drives it from then on.
 */
const global = Howler as unknown as { _canPlayEvent: string };
let player: Player;

const settle = () => vi.advanceTimersByTimeAsync(2);

/** The page's early element: it connected to `src` and has played 1.5 s. */
async function earlySound(src = LIVE) {
  const el = new FakeAudio();
  el.src = src;
  el.load();
  void el.play();
  await settle();
  el.starts();
  el.currentTime = 1.5;
  return el;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  FakeAudio.connections = [];
  FakeAudio.pauses = 0;
  vi.stubGlobal('Audio', FakeAudio);
  player = createPlayer({
    contentApiUrl: 'http://api.test/content',
    engine: howlEngine(Howl, global),
    fetch: fakeFetch as typeof fetch,
    dataLayer: [],
    channel: false,
    mediaSession: false,
  });
});

afterEach(() => {
  dropOffered();
  player.destroy();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the handover of a live the page already plays', () => {
  it('the engine plays the live in the same element: one connection, the position goes on, the store says live', async () => {
    const early = await earlySound();
    offerPlaying(early as unknown as HTMLMediaElement);
    await player.playLive('RCFNational');
    await settle();
    expect(FakeAudio.connections).toEqual([early]);
    expect(early.paused).toBe(false);
    expect(early.currentTime).toBe(1.5);
    expect(early.src).toBe(LIVE);
    expect(player.store.getState().status).toBe('live');
    // The element is howler's now: its own properties are back, and a pause reaches it.
    expect(Object.getOwnPropertyDescriptor(early, 'src')).toBeUndefined();
    player.pause();
    await settle();
    expect(early.paused).toBe(true);
  });

  it('the volume the player keeps is applied to the element it takes', async () => {
    const early = await earlySound();
    offerPlaying(early as unknown as HTMLMediaElement);
    player.setVolume(0.3);
    await player.playLive('RCFNational');
    await settle();
    expect(early.volume).toBeCloseTo(0.3);
  });

  it('an element playing another address is stopped, and the engine connects itself', async () => {
    const early = await earlySound('http://api.test/live/Autre.mp3');
    offerPlaying(early as unknown as HTMLMediaElement);
    await player.playLive('RCFNational');
    await settle();
    expect(early.paused).toBe(true);
    expect(early.src).toBe('');
    const engines = FakeAudio.connections.filter((c) => c !== early);
    expect(engines).toHaveLength(1);
    expect(engines[0]?.src).toBe(LIVE);
  });

  it('an element nobody takes (the press failed elsewhere) is stopped by dropOffered: never two sounds', async () => {
    const early = await earlySound();
    offerPlaying(early as unknown as HTMLMediaElement);
    await player.playLive('Inconnue');
    dropOffered();
    expect(early.paused).toBe(true);
    expect(early.src).toBe('');
  });

  it('a stop right after the takeover silences the element', async () => {
    const early = await earlySound();
    offerPlaying(early as unknown as HTMLMediaElement);
    await player.playLive('RCFNational');
    player.stop();
    await settle();
    expect(early.paused).toBe(true);
    expect(early.src).not.toBe(LIVE);
  });
});
