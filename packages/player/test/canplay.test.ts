import { Howl, Howler } from 'howler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, howlEngine, type Player } from '../src';
import { FakeAudio, fakeFetch } from './fake-audio';

const global = Howler as unknown as { _canPlayEvent: string };
let player: Player;

function start(atCanplay: boolean) {
  global._canPlayEvent = 'canplaythrough'; // howler's own default
  player = createPlayer({
    contentApiUrl: 'http://api.test/content',
    engine: howlEngine(Howl, atCanplay ? global : undefined),
    fetch: fakeFetch as typeof fetch,
    dataLayer: [],
    channel: false,
    mediaSession: false,
  });
}

/** The element of the live (howler takes one from its pool and gives it the stream's URL). */
const element = () => FakeAudio.connections.at(-1) as FakeAudio;
/** Element events, then howler's (it hands them over on 0 ms timers). */
const settle = () => vi.advanceTimersByTimeAsync(2);

/** A player started as `start(atCanplay)` asked for the live, settled: the live's element. */
async function liveElement(atCanplay: boolean): Promise<FakeAudio> {
  start(atCanplay);
  await player.playLive('RCFNational');
  await settle();
  return element();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  FakeAudio.connections = [];
  FakeAudio.pauses = 0;
  FakeAudio.aborted = 0;
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  player.destroy();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('design "playback starts at `canplay`, not `canplaythrough`" (the engine over howler)', () => {
  it('the live plays once the element can play, without waiting for `canplaythrough`', async () => {
    const audio = await liveElement(true);
    expect(audio.readyState).toBe(3);
    expect(audio.paused).toBe(false); // play() was called at `canplay`
    audio.starts();
    await settle();
    expect(player.store.getState().status).toBe('live');
  });

  it("for comparison, howler's default waits for `canplaythrough` (seconds on a phone)", async () => {
    const audio = await liveElement(false);
    expect(audio.paused).toBe(true);
    expect(player.store.getState().status).toBe('loading');
    audio.through();
    await settle();
    expect(audio.paused).toBe(false);
  });

  it("a pause while play()'s promise is pending waits for it (howler's play lock): no AbortError, the element ends paused, the store says paused, and play resumes", async () => {
    const audio = await liveElement(true);
    expect(audio.paused).toBe(false);
    // The listener presses pause before playback has really started.
    player.pause();
    expect(player.store.getState().status).toBe('paused');
    expect(FakeAudio.pauses).toBe(0); // held by the lock, not sent to the pending element
    audio.starts();
    await settle();
    expect(FakeAudio.aborted).toBe(0);
    expect(audio.paused).toBe(true);
    expect(player.store.getState().status).toBe('paused');
    // And the next press plays (a live reconnects to the present).
    await player.play();
    await settle();
    const again = element();
    expect(again.paused).toBe(false);
    again.starts();
    await settle();
    expect(player.store.getState().status).toBe('live');
  });

  it('a pause before the element can play is held too: when it can, it does not start playing', async () => {
    start(true);
    await player.playLive('RCFNational');
    player.pause();
    await settle();
    const audio = element();
    if (!audio.paused) audio.starts();
    await settle();
    expect(audio.paused).toBe(true);
    expect(FakeAudio.aborted).toBe(0);
    expect(player.store.getState().status).toBe('paused');
  });
});
