import type { ServerResponse } from 'node:http';
import type { Mp3Loop } from './mp3';

/** Icecast's default burst-on-connect: a new listener gets this much audio at once. */
export const BURST_BYTES = 64 * 1024;
/** How often paced bytes go out: cheap on a shared 2-core machine, smooth enough for players. */
export const TICK_MS = 250;
/** A listener whose socket holds more than this is behind: it skips chunks instead of buffering. */
export const MAX_QUEUE_BYTES = 256 * 1024;
/** A listener that stays behind this long is dropped, as Icecast drops slow clients. */
export const MAX_LAG_MS = 30_000;

/**
 * The endless stream as an infinite sequence of frames: frame g is loop frame g mod N, and
 * its byte offset is floor(g / N) * L + offsets[g mod N]. The clock is in bytes:
 * position(now) = (now + offsetMs) * bytesPerSecond, the same for every listener of a code.
 */
export class StreamClock {
  readonly bytesPerSecond: number;

  constructor(
    readonly loop: Mp3Loop,
    bitrateKbps: number,
    /** Shifts this code's clock so that different radios are not at the same place. */
    readonly offsetMs: number,
  ) {
    this.bytesPerSecond = (bitrateKbps * 1000) / 8;
  }

  bytePosition(nowMs: number): number {
    return Math.floor(((nowMs + this.offsetMs) / 1000) * this.bytesPerSecond);
  }

  /** The wall-clock instant whose audio is at byte `position` of the stream (inverse of bytePosition). */
  instantOf(position: number): number {
    return (position / this.bytesPerSecond) * 1000 - this.offsetMs;
  }

  /** The same stream `lagMs` behind: what was on air `lagMs` ago, paced in real time (a timeshift). */
  delayed(lagMs: number): StreamClock {
    return new StreamClock(this.loop, (this.bytesPerSecond * 8) / 1000, this.offsetMs - lagMs);
  }

  /** The first frame of the burst a listener joining at `nowMs` receives. */
  burstStart(nowMs: number): number {
    return this.frameAt(Math.max(0, this.offsetOf(this.frameAt(this.bytePosition(nowMs))) - BURST_BYTES));
  }

  private get loopBytes(): number {
    return this.loop.data.length;
  }

  offsetOf(frame: number): number {
    const n = this.loop.frameCount;
    return Math.floor(frame / n) * this.loopBytes + (this.loop.offsets[frame % n] ?? 0);
  }

  /** The frame that contains byte `position` of the infinite stream. */
  frameAt(position: number): number {
    const n = this.loop.frameCount;
    const lap = Math.floor(position / this.loopBytes);
    const rest = position - lap * this.loopBytes;
    const offsets = this.loop.offsets;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((offsets[mid] ?? 0) <= rest) lo = mid;
      else hi = mid - 1;
    }
    return lap * n + lo;
  }

  /** Frames [from, to) as one buffer; zero-copy unless it spans the end of the loop. */
  slice(from: number, to: number): Buffer {
    const n = this.loop.frameCount;
    const parts: Buffer[] = [];
    let g = from;
    while (g < to) {
      const i = g % n;
      const end = Math.min(to - g, n - i);
      parts.push(this.loop.data.subarray(this.loop.offsets[i] ?? 0, this.loop.offsets[i + end] ?? 0));
      g += end;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }
}

interface Listener {
  res: ServerResponse;
  lagSince: number | null;
}

/**
 * One radio code's stream: started by its first listener, stopped (no timer left) by the
 * last one leaving. Every tick sends the frames completed since the previous tick, the same
 * buffer to every listener, so all listeners share one clock.
 */
export class Broadcaster {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  /** Next frame to send (global index). */
  private next = 0;

  constructor(
    readonly clock: StreamClock,
    private readonly onIdle: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.listeners.size;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Adds a listener whose headers are already written: sends the burst, then paced frames. */
  add(res: ServerResponse): void {
    if (!this.timer) {
      this.next = this.clock.frameAt(this.clock.bytePosition(this.now()));
      this.timer = setInterval(() => this.tick(), TICK_MS);
    }
    const listener: Listener = { res, lagSince: null };
    this.listeners.add(listener);
    res.once('close', () => this.remove(listener));
    // The burst ends where the shared clock is, so the newcomer is in step with the others.
    const from = this.clock.frameAt(Math.max(0, this.clock.offsetOf(this.next) - BURST_BYTES));
    res.write(this.clock.slice(from, this.next));
  }

  private remove(listener: Listener): void {
    if (!this.listeners.delete(listener)) return;
    if (this.listeners.size === 0) this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.onIdle();
  }

  private tick(): void {
    const target = this.clock.frameAt(this.clock.bytePosition(this.now()));
    if (target <= this.next) return;
    const chunk = this.clock.slice(this.next, target);
    this.next = target;
    const now = this.now();
    for (const l of this.listeners) {
      if (l.res.writableLength > MAX_QUEUE_BYTES) {
        // Backpressure: skip whole frames (the stream stays decodable) rather than queue.
        l.lagSince ??= now;
        if (now - l.lagSince > MAX_LAG_MS) l.res.destroy();
        continue;
      }
      l.lagSince = null;
      l.res.write(chunk);
    }
  }

  /** Ends every connection: 'destroy' resets sockets (a network cut), 'end' closes cleanly. */
  cut(mode: 'destroy' | 'end' = 'destroy'): number {
    const all = [...this.listeners];
    for (const l of all) {
      if (mode === 'end') l.res.end();
      else l.res.destroy();
    }
    this.listeners.clear();
    if (all.length) this.stop();
    return all.length;
  }
}
