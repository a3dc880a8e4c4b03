import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BURST_BYTES, StreamClock } from '../../src/live/broadcaster';
import { mainDataBegin, parseMp3, readFrameHeader } from '../../src/live/mp3';
import { defaultFixturesDir } from '../../src/media/paths';

const fixtures = defaultFixturesDir();
const manifest = JSON.parse(readFileSync(join(fixtures, 'manifest.json'), 'utf8')) as {
  audio: { file: string; role: string; durationSeconds: number; bitrateKbps: number }[];
};
const liveEntry = manifest.audio.find((a) => a.role === 'live');
if (!liveEntry) throw new Error('the manifest lists no live programme');
const live = parseMp3(readFileSync(join(fixtures, 'audio', liveEntry.file)));

/** True when `buf` is whole MPEG frames back to back, from its first byte to its last. */
function isWholeFrames(buf: Buffer): boolean {
  let pos = 0;
  while (pos < buf.length) {
    const h = readFrameHeader(buf, pos);
    if (!h) return false;
    pos += h.length;
  }
  return pos === buf.length;
}

describe('parseMp3', () => {
  it('splits the live programme into CBR frames whose duration matches ffprobe', () => {
    expect(live.sampleRate).toBe(22050);
    expect(live.samplesPerFrame).toBe(576);
    expect(live.bitrateKbps).toBeCloseTo(liveEntry.bitrateKbps, 0);
    expect(Math.abs(live.durationSeconds - liveEntry.durationSeconds)).toBeLessThan(0.2);
    expect(isWholeFrames(live.data)).toBe(true);
    expect(live.offsets).toHaveLength(live.frameCount + 1);
  });

  it('has a live programme whose every frame decodes on its own (no bit reservoir), so any join is clean', () => {
    const dependent = live.offsets.slice(0, -1).filter((o) => mainDataBegin(live.data, o) !== 0);
    expect(dependent).toEqual([]);
  });

  it('skips an ID3 tag and the Xing/Info frame of an episode file', () => {
    const file = readFileSync(join(fixtures, 'audio', 'journal-regional.mp3'));
    expect(file.subarray(0, 3).toString('latin1')).toBe('ID3');
    const parsed = parseMp3(file);
    expect(isWholeFrames(parsed.data)).toBe(true);
    expect(parsed.data.subarray(0, 64).toString('latin1')).not.toMatch(/Xing|Info/);
  });

  it('refuses a file with no MPEG audio', () => {
    expect(() => parseMp3(Buffer.from('not an mp3 at all, just some text'))).toThrow(/no MPEG/);
  });
});

describe('StreamClock', () => {
  const clock = new StreamClock(live, 32, 0);
  const n = live.frameCount;

  it('maps byte positions to frames and back across loop laps', () => {
    for (const g of [0, 1, n - 1, n, n + 7, 5 * n + 123]) {
      expect(clock.frameAt(clock.offsetOf(g))).toBe(g);
      expect(clock.frameAt(clock.offsetOf(g + 1) - 1)).toBe(g);
    }
  });

  it('moves at the bitrate: 32 kbps is 4000 bytes a second', () => {
    const t = 1_700_000_000_000;
    expect(clock.bytePosition(t + 3000) - clock.bytePosition(t)).toBe(12_000);
  });

  it('gives whole frames for a slice inside the loop and one across its end', () => {
    const inside = clock.slice(10, 50);
    expect(isWholeFrames(inside)).toBe(true);
    expect(inside.length).toBe(clock.offsetOf(50) - clock.offsetOf(10));
    const across = clock.slice(n - 5, n + 5);
    expect(isWholeFrames(across)).toBe(true);
    expect(across.equals(Buffer.concat([clock.slice(n - 5, n), clock.slice(0, 5)]))).toBe(true);
  });

  it('fits a 64 KiB burst ending at any frame on frame boundaries', () => {
    const next = n + 3;
    const from = clock.frameAt(clock.offsetOf(next) - BURST_BYTES);
    const burst = clock.slice(from, next);
    expect(burst.length).toBeGreaterThanOrEqual(BURST_BYTES);
    expect(burst.length).toBeLessThan(BURST_BYTES + 2 * 105);
    expect(isWholeFrames(burst)).toBe(true);
  });
});
