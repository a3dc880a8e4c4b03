import { beforeEach, describe, expect, it, vi } from 'vitest';

/** howler is the boundary here: a stand-in `Howl` records what the engine asks of it. */
const made: FakeHowl[] = [];
class FakeHowl {
  seekValue: number | Howl = 0;
  durationValue = Number.NaN;
  handlers = new Map<string, (id: number, err?: unknown) => void>();
  calls: unknown[][] = [];
  constructor(readonly options: Record<string, unknown>) {
    made.push(this);
  }
  play() {
    this.calls.push(['play']);
    return 1;
  }
  pause() {
    this.calls.push(['pause']);
  }
  stop() {
    this.calls.push(['stop']);
  }
  unload() {
    this.calls.push(['unload']);
  }
  seek(s?: number) {
    if (s === undefined) return this.seekValue;
    this.calls.push(['seek', s]);
    return this;
  }
  duration() {
    return this.durationValue;
  }
  volume(v: number) {
    this.calls.push(['volume', v]);
  }
  mute(m: boolean) {
    this.calls.push(['mute', m]);
  }
  rate(r: number) {
    this.calls.push(['rate', r]);
  }
  playing() {
    return true;
  }
  on(event: string, cb: (id: number, err?: unknown) => void) {
    this.handlers.set(event, cb);
  }
}
type Howl = FakeHowl;

const Howler = { _canPlayEvent: 'canplaythrough' };
vi.mock('howler', () => ({ Howl: FakeHowl, Howler }));

const { howlerEngine } = await import('../src/engine');

describe('howler SoundEngine', () => {
  beforeEach(() => {
    made.length = 0;
  });

  it('creates an HTML5 Howl with the player\'s options (§9 "Embed audio does not preload")', () => {
    const options = { html5: true, preload: false, format: ['mp3'], volume: 0.5, mute: false, rate: 1 };
    howlerEngine.create('http://api.test/live/RCFNational.mp3', options);
    expect(made[0]?.options).toEqual({ src: ['http://api.test/live/RCFNational.mp3'], ...options });
  });

  it("starts sounds at `canplay`, as a bare <audio> does, not at howler's default `canplaythrough`", () => {
    Howler._canPlayEvent = 'canplaythrough'; // howler's own default
    howlerEngine.create('x.mp3', { html5: true, preload: true, volume: 1, mute: false, rate: 1 });
    expect(Howler._canPlayEvent).toBe('canplay');
  });

  it("reports a live stream's Infinity duration and a not-yet-known position as 0", () => {
    const h = howlerEngine.create('x.mp3', { html5: true, preload: true, volume: 1, mute: false, rate: 1 });
    const howl = made[0]!;
    howl.durationValue = Number.POSITIVE_INFINITY;
    expect(h.duration()).toBe(0);
    howl.durationValue = 125.5;
    expect(h.duration()).toBe(125.5);
    howl.seekValue = howl; // howler returns itself while the sound is not loaded
    expect(h.seek()).toBe(0);
    howl.seekValue = 42.2;
    expect(h.seek()).toBe(42.2);
  });

  it('forwards transport calls and events', () => {
    const h = howlerEngine.create('x.mp3', { html5: true, preload: true, volume: 1, mute: false, rate: 1 });
    const howl = made[0]!;
    h.play();
    h.seek(30);
    h.volume(0.2);
    h.mute(true);
    h.rate(1.25);
    h.pause();
    h.stop();
    h.unload();
    expect(howl.calls).toEqual([
      ['play'],
      ['seek', 30],
      ['volume', 0.2],
      ['mute', true],
      ['rate', 1.25],
      ['pause'],
      ['stop'],
      ['unload'],
    ]);
    const seen: unknown[] = [];
    h.on('loaderror', (e) => seen.push(e));
    howl.handlers.get('loaderror')?.(1, 'No codec support');
    expect(seen).toEqual(['No codec support']);
    expect(h.playing()).toBe(true);
  });
});
