/**
 * A stand-in for the browser's <audio>, the unit's boundary, for tests of the engine over the real
 * howler (html5 mode, as the SDK ships it). It behaves as Chromium does on a throttled phone: `canplay`
 * comes with the first data, `canplaythrough` much later (here: only when the test says so); `play()` sets
 * `paused` to false at once and settles when playback really starts; a `pause()` while it is pending
 * rejects it with an AbortError ("The play() request was interrupted by a call to pause()").
 */
export class FakeAudio extends EventTarget {
  /** Every connection: the element that load()ed the live URL (howler reuses pooled elements). */
  static connections: FakeAudio[] = [];
  static pauses = 0;
  static aborted = 0;
  preload = '';
  volume = 1;
  muted = false;
  playbackRate = 1;
  /** Accessors on the prototype, as a real element's are (the engine may shadow them on the element). */
  #src = '';
  get src() {
    return this.#src;
  }
  set src(v: string) {
    this.#src = v;
  }
  #time = 0;
  get currentTime() {
    return this.#time;
  }
  set currentTime(v: number) {
    this.#time = v;
  }
  paused = true;
  readyState = 0;
  duration = Number.NaN;
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
  currentSrc = '';
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  play(): Promise<void> {
    // Already playing: the browser settles the promise at once.
    if (!this.paused && !this.pending) return Promise.resolve();
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

export const LIVE = 'http://api.test/live/RCFNational.mp3';

export function fakeFetch(input: RequestInfo | URL): Promise<Response> {
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
