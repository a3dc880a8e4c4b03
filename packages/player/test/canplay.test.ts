import { Howl, Howler } from 'howler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayer, howlEngine, type Player } from '../src';

/**
 * The engine over the real howler (html5 mode, as the SDK ships it) and a stand-in for the browser's
 * <audio>, the unit's boundary, behaving as Chromium does on a throttled phone: `canplay` comes with
 * the first data, `canplaythrough` much later (here: only when the test says so); `play()` sets
 * `paused` to false at once and settles when playback really starts; a `pause()` while it is pending
 * rejects it with an AbortError ("The play() request was interrupted by a call to pause()").
 */
class FakeAudio extends EventTarget {
  /** Every connection: the element that load()ed the live URL (howler reuses pooled elements). */
  static connections: FakeAudio[] = [];
  static pauses = 0;
  static aborted = 0;
  preload = '';
  volume = 1;
  muted = false;
  playbackRate = 1;
  src = '';
  paused = true;
  readyState = 0;
  duration = Number.NaN;
  currentTime = 0;
  private pending: { resolve(): void; reject(e: unknown): void } | null = null;

  private fire(name: string) {
    this.dispatchEvent(new Event(name));
  }
  canPlayType(type: string) {
    return type.startsWith('audio/mpeg') || type.startsWith('audio/mp3') ? 'probably' : '';
  }
  load() {
    this.readyState = 0;
    if (this.src !== LIVE) return;
    FakeAudio.connections.push(this);
    queueMicrotask(() => {
      this.duration = Number.POSITIVE_INFINITY;
      this.readyState = 3; // HAVE_FUTURE_DATA
      this.fire('loadedmetadata');
      this.fire('canplay');
    });
  }
  /** The estimate that it will play through comes (seconds later on a throttled phone). */
  through() {
    this.readyState = 4;
    this.fire('canplaythrough');
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  play(): Promise<void> {
    this.paused = false;
    return new Promise<void>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  }
  /** Playback really starts: the pending play() settles. */
  starts() {
    const p = this.pending;
    this.pending = null;
    p?.resolve();
    this.fire('playing');
  }
  pause() {
    FakeAudio.pauses++;
    this.paused = true;
    if (this.pending) {
      FakeAudio.aborted++;
      this.pending.reject(
        new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'),
      );
      this.pending = null;
    }
  }
}

const LIVE = 'http://api.test/live/RCFNational.mp3';

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  const body = /\/radio\/RCFNational/.test(url)
    ? { name: 'RCF National', code: 'RCFNational', liveURL: LIVE }
    : /\/api\/dab\//.test(url)
      ? { title: 'Les Grands Témoins', artiste: null, visual: null, date: null, enddate: null }
      : null;
  return Promise.resolve(
    body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('{"status":404,"message":"Introuvable"}', { status: 404 }),
  );
}

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
    start(true);
    await player.playLive('RCFNational');
    await settle();
    const audio = element();
    expect(audio.readyState).toBe(3);
    expect(audio.paused).toBe(false); // play() was called at `canplay`
    audio.starts();
    await settle();
    expect(player.store.getState().status).toBe('live');
  });

  it("for comparison, howler's default waits for `canplaythrough` (seconds on a phone)", async () => {
    start(false);
    await player.playLive('RCFNational');
    await settle();
    const audio = element();
    expect(audio.paused).toBe(true);
    expect(player.store.getState().status).toBe('loading');
    audio.through();
    await settle();
    expect(audio.paused).toBe(false);
  });

  it("a pause while play()'s promise is pending waits for it (howler's play lock): no AbortError, the element ends paused, the store says paused, and play resumes", async () => {
    start(true);
    await player.playLive('RCFNational');
    await settle();
    const audio = element();
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
