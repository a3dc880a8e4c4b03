import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Broadcaster,
  BURST_BYTES,
  MAX_LAG_MS,
  MAX_QUEUE_BYTES,
  StreamClock,
  TICK_MS,
} from '../../src/live/broadcaster';
import { parseMp3 } from '../../src/live/mp3';
import { defaultFixturesDir } from '../../src/media/paths';

const loop = parseMp3(readFileSync(join(defaultFixturesDir(), 'audio', 'live-programme.mp3')));

/** The part of ServerResponse the broadcaster uses, with a socket queue we control. */
class FakeResponse extends EventEmitter {
  written: Buffer[] = [];
  writableLength = 0;
  destroyed = false;
  write(chunk: Buffer): boolean {
    this.written.push(chunk);
    return true;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
  end(): void {
    this.emit('close');
  }
  bytes(): number {
    return this.written.reduce((n, b) => n + b.length, 0);
  }
}

let now = 1_700_000_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  now = 1_700_000_000_000;
});
afterEach(() => vi.useRealTimers());

function advance(ms: number): void {
  for (let t = 0; t < ms; t += TICK_MS) {
    now += TICK_MS;
    vi.advanceTimersByTime(TICK_MS);
  }
}

function broadcaster(onIdle = () => undefined): Broadcaster {
  return new Broadcaster(new StreamClock(loop, 32, 0), onIdle, () => now);
}

describe('Broadcaster', () => {
  it('sends the burst, then exactly the bitrate: 10 s at 32 kbps is 40,000 bytes', () => {
    const b = broadcaster();
    const res = new FakeResponse();
    b.add(res as unknown as ServerResponse);
    const burst = res.bytes();
    expect(burst).toBeGreaterThanOrEqual(BURST_BYTES);
    advance(10_000);
    expect(Math.abs(res.bytes() - burst - 40_000)).toBeLessThan(2 * 105);
  });

  it('respects backpressure: a listener with a full socket queue skips chunks, then is dropped', () => {
    const b = broadcaster();
    const slow = new FakeResponse();
    const fast = new FakeResponse();
    b.add(slow as unknown as ServerResponse);
    b.add(fast as unknown as ServerResponse);
    slow.writableLength = MAX_QUEUE_BYTES + 1;
    const slowBefore = slow.bytes();
    advance(2000);
    expect(slow.bytes()).toBe(slowBefore);
    expect(fast.bytes()).toBeGreaterThan(slowBefore);
    expect(slow.destroyed).toBe(false);
    advance(MAX_LAG_MS);
    expect(slow.destroyed).toBe(true);
    expect(b.size).toBe(1);
  });

  it('stops its timer and reports idle when the last listener leaves', () => {
    const onIdle = vi.fn();
    const b = broadcaster(onIdle);
    const res = new FakeResponse();
    b.add(res as unknown as ServerResponse);
    expect([b.running, vi.getTimerCount()]).toEqual([true, 1]);
    res.emit('close');
    expect([b.running, vi.getTimerCount(), b.size]).toEqual([false, 0, 0]);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
