import { createPlayer, howlEngine, LIVE_STALL_MS, type Player } from '@radio/player';
import { Howl, Howler } from 'howler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The SDK's live player: the engine over howler in html5 mode (what the script ships) and a
 * stand-in for the browser's <audio> element, the unit's boundary. It behaves as chromium was seen
 * to with the API's live emulator: an endless stream has duration Infinity; a connection closed by
 * the server ends ('pause' then 'ended') once the buffer is played out; a dropped one may just stop
 * moving; a refused source (503) fires 'error' and never becomes playable. howler keeps a pool of
 * elements it reuses, so a connection is one load() of the live URL, not one element.
 */

type Mode = 'ok' | 'refused';

class FakeAudio extends EventTarget {
  /** Every connection: the element that load()ed the live URL, in order. */
  static connections: FakeAudio[] = [];
  static mode: Mode = 'ok';
  preload = '';
  volume = 1;
  muted = false;
  playbackRate = 1;
  src = '';
  paused = true;
  ended = false;
  readyState = 0;
  duration = Number.NaN;
  error: { code: number; message: string } | null = null;
  private base = 0;
  private since: number | null = null;

  get currentTime() {
    return this.since === null ? this.base : this.base + (Date.now() - this.since) / 1000;
  }
  set currentTime(t: number) {
    this.base = t;
    if (this.since !== null) this.since = Date.now();
  }
  private fire(name: string) {
    this.dispatchEvent(new Event(name));
  }
  canPlayType(type: string) {
    return type.startsWith('audio/mpeg') || type.startsWith('audio/mp3') ? 'probably' : '';
  }
  load() {
    this.paused = true;
    this.ended = false;
    this.readyState = 0;
    this.duration = Number.NaN;
    this.error = null;
    this.base = 0;
    this.since = null;
    if (this.src !== LIVE) return;
    FakeAudio.connections.push(this);
    if (FakeAudio.mode === 'refused') {
      this.error = { code: 4, message: 'MEDIA_ELEMENT_ERROR: Format error' };
      queueMicrotask(() => this.fire('error'));
      return;
    }
    queueMicrotask(() => {
      this.duration = Number.POSITIVE_INFINITY;
      this.readyState = 4;
      this.fire('loadedmetadata');
      this.fire('canplay');
      this.fire('canplaythrough');
    });
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  play(): Promise<void> {
    if (this.readyState < 3)
      return Promise.reject(new DOMException('The element has no supported sources.', 'NotSupportedError'));
    this.paused = false;
    this.since = Date.now();
    queueMicrotask(() => {
      this.fire('play');
      this.fire('playing');
    });
    return Promise.resolve();
  }
  pause() {
    if (this.since !== null) this.base = this.currentTime;
    this.since = null;
    this.paused = true;
  }
  /** The server closed the connection; the buffer has been played out. */
  endOfStream() {
    this.pause();
    this.duration = this.base;
    this.ended = true;
    this.fire('pause');
    this.fire('ended');
  }
  /** No more data: the element waits, currentTime stops, no error. */
  starve() {
    if (this.since !== null) this.base = this.currentTime;
    this.since = null;
    this.fire('waiting');
  }
}

/** §4 "retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards". */
const SCHEDULE = [500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000];
const LIVE = 'http://api.test/live/RCFNational.mp3';

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  const now = Date.now();
  const body = /\/radio\/RCFNational/.test(url)
    ? { name: 'RCF National', code: 'RCFNational', liveURL: LIVE }
    : /\/api\/dab\/RCFNational/.test(url)
      ? {
          title: 'Les Grands Témoins',
          artiste: null,
          visual: null,
          date: new Date(now - 60_000).toISOString(),
          enddate: new Date(now + 3_600_000).toISOString(),
        }
      : null;
  return Promise.resolve(
    body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('{"status":404,"message":"Introuvable"}', { status: 404 }),
  );
}

let player: Player;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  FakeAudio.connections = [];
  FakeAudio.mode = 'ok';
  vi.stubGlobal('Audio', FakeAudio);
  player = createPlayer({
    contentApiUrl: 'http://api.test/content',
    engine: howlEngine(Howl, Howler as never),
    fetch: fakeFetch as typeof fetch,
    dataLayer: [],
    channel: false,
    mediaSession: false,
    listenerMax: 6,
  });
  await player.playLive('RCFNational');
  await vi.advanceTimersByTimeAsync(0);
  expect(player.store.getState().status).toBe('live');
});

afterEach(() => {
  player.destroy();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const current = () => FakeAudio.connections.at(-1) as FakeAudio;

/**
 * howler hands its events over on 0 ms timers (its `_emit`). The fake clock runs a 0 ms timer set
 * from the test at once, and one set while timers run (a retry's element answering) 1 ms later.
 */
const elementEvents = () => vi.advanceTimersByTimeAsync(0);
const howlerEvents = () => vi.advanceTimersByTimeAsync(1);

/** The next connection is made exactly `ms` later, not 1 ms earlier. */
async function expectRetryAfter(ms: number) {
  const count = FakeAudio.connections.length;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(FakeAudio.connections, `no retry before ${ms} ms`).toHaveLength(count);
  await vi.advanceTimersByTimeAsync(1);
  expect(FakeAudio.connections, `a retry at ${ms} ms`).toHaveLength(count + 1);
  expect(current().src).toBe(LIVE);
}

describe('fault rule "The live stream is cut: the player retries on the schedule of section 4 and plays again when the stream returns" (SDK engine)', () => {
  it('§4 "On network errors retry after 500 ms": `ended` on a live source (the server closed the connection) is a network error', async () => {
    await vi.advanceTimersByTimeAsync(1000);
    current().endOfStream();
    await elementEvents();
    expect(player.store.getState().status).toBe('loading');
    await expectRetryAfter(500);
    await howlerEvents();
    expect(player.store.getState()).toMatchObject({ status: 'live', error: null });
    expect(current().paused).toBe(false);
  });

  it(`§4 "On network errors retry after 500 ms": a live <audio> waiting without progress for LIVE_STALL_MS (${LIVE_STALL_MS} ms) is a network error`, async () => {
    await vi.advanceTimersByTimeAsync(1000);
    current().starve();
    await vi.advanceTimersByTimeAsync(LIVE_STALL_MS - 1);
    expect(player.store.getState().status).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(player.store.getState().status).toBe('loading');
    await expectRetryAfter(500);
    await howlerEvents();
    expect(player.store.getState().status).toBe('live');
  });

  it('§4 "retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards": refused reconnections (503) keep the schedule and the player loading, then it plays again', async () => {
    FakeAudio.mode = 'refused';
    current().endOfStream(); // error 1
    await elementEvents();
    for (const step of SCHEDULE.slice(0, 9)) {
      await expectRetryAfter(step); // refused: errors 2 to 10
      await howlerEvents();
      // A source that never becomes playable is not an autoplay refusal: no 'paused'; the failure
      // is shown while the schedule goes on.
      expect(player.store.getState()).toMatchObject({ status: 'loading', error: { code: 'network' } });
    }
    FakeAudio.mode = 'ok';
    await expectRetryAfter(SCHEDULE[9] as number);
    await vi.advanceTimersByTimeAsync(1000);
    expect(player.store.getState()).toMatchObject({ status: 'live', error: null });
    expect(current().currentTime).toBeGreaterThan(0.9);
  });

  it('§4 "after more than 10 errors the counter resets and the player unloads"', async () => {
    FakeAudio.mode = 'refused';
    current().starve();
    await vi.advanceTimersByTimeAsync(LIVE_STALL_MS + 1000); // error 1, seen by the stall watch
    for (const step of SCHEDULE) {
      await vi.advanceTimersByTimeAsync(step); // errors 2 to 11
      await howlerEvents();
    }
    expect(FakeAudio.connections).toHaveLength(11);
    expect(current().src).not.toBe(LIVE); // unloaded: howler points the element away from the stream
    expect(player.store.getState()).toMatchObject({ status: 'idle', error: { code: 'network' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeAudio.connections).toHaveLength(11);
  });
});
