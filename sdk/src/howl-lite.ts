/**
 * The part of howler's `Howl` API that packages/player uses, over one HTML5 <audio> element.
 * The SDK bundle aliases `howler` to this file: the player always asks for `html5: true`
 * (streams, hour-long episodes), where howler is a wrapper around the same element, and its
 * 8 KB gzip would break the script's 30 KB budget. Tests of the player keep the real howler.
 */
type Callback = (id: number, error?: unknown) => void;

export interface HowlOptions {
  src: string[];
  html5?: boolean;
  preload?: boolean;
  volume?: number;
  mute?: boolean;
  rate?: number;
  format?: string[];
}

const ID = 1000;

export class Howl {
  private audio: HTMLAudioElement | null;
  private handlers = new Map<string, Callback[]>();
  private loaded = false;

  constructor(options: HowlOptions) {
    const audio = new Audio();
    this.audio = audio;
    audio.preload = options.preload === false ? 'none' : 'auto';
    audio.volume = options.volume ?? 1;
    audio.muted = options.mute ?? false;
    const fire = (name: string, error?: unknown) => {
      for (const cb of this.handlers.get(name) ?? []) cb(ID, error);
    };
    audio.addEventListener('loadedmetadata', () => {
      if (this.loaded) return;
      this.loaded = true;
      fire('load');
    });
    audio.addEventListener('error', () => fire('loaderror', audio.error?.message || audio.error?.code));
    audio.addEventListener('playing', () => fire('play'));
    // An endless stream whose server closes the connection ends once its buffer is played out;
    // one whose connection drops often just waits for data, which the player's stall watch
    // (LIVE_STALL_MS) reports. Either way the player's retry schedule (§4) takes over.
    audio.addEventListener('ended', () => fire('end'));
    audio.src = options.src[0] ?? '';
    audio.playbackRate = options.rate ?? 1;
    if (options.preload !== false) audio.load();
  }

  on(event: string, cb: Callback): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), cb]);
    return this;
  }

  private fire(event: string, error?: unknown) {
    for (const cb of this.handlers.get(event) ?? []) cb(ID, error);
  }

  play(): number {
    const audio = this.audio;
    if (!audio) return ID;
    audio.play().catch((error: unknown) => {
      // A pause() during loading rejects play(): that is not a playback error. Other rejections go
      // to the player as they are: it tells an autoplay refusal (NotAllowedError) from a source
      // that failed to load (NotSupportedError, reported by 'error' too).
      if ((error as { name?: string })?.name !== 'AbortError') this.fire('playerror', error);
    });
    return ID;
  }

  pause(): this {
    if (this.audio && !this.audio.paused) {
      this.audio.pause();
      this.fire('pause');
    }
    return this;
  }

  stop(): this {
    if (this.audio) {
      this.audio.pause();
      if (Number.isFinite(this.audio.duration)) this.audio.currentTime = 0;
      this.fire('stop');
    }
    return this;
  }

  unload(): void {
    const audio = this.audio;
    if (!audio) return;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    this.audio = null;
    this.handlers.clear();
  }

  seek(): number;
  seek(seconds: number): this;
  seek(seconds?: number): number | this {
    if (seconds === undefined) return this.audio?.currentTime ?? 0;
    if (this.audio) this.audio.currentTime = seconds;
    return this;
  }

  duration(): number {
    return this.audio?.duration ?? 0;
  }

  volume(v: number): this {
    if (this.audio) this.audio.volume = v;
    return this;
  }

  mute(m: boolean): this {
    if (this.audio) this.audio.muted = m;
    return this;
  }

  rate(r: number): this {
    if (this.audio) this.audio.playbackRate = r;
    return this;
  }

  playing(): boolean {
    const a = this.audio;
    return !!a && !a.paused && !a.ended;
  }
}
