import { describe, expect, it } from 'vitest';
import { programmeElapsed, TIMESHIFT_WINDOW_S, timeshiftUrl } from './timeshift';

describe('timeshift (« Reprendre l’émission au début »)', () => {
  it('fills {start} with the Unix second of the programme start', () => {
    const start = Date.parse('2026-11-21T09:00:00.750Z');
    expect(timeshiftUrl('https://flux.test/live/RCFLyon.mp3?debut={start}', start)).toBe(
      `https://flux.test/live/RCFLyon.mp3?debut=${Date.parse('2026-11-21T09:00:00Z') / 1000}`,
    );
  });

  it('a radio without a template (or one without {start}) has no start-over', () => {
    expect(timeshiftUrl(null, Date.now())).toBeNull();
    expect(timeshiftUrl('', Date.now())).toBeNull();
    expect(timeshiftUrl('https://flux.test/live.mp3', Date.now())).toBeNull();
    expect(timeshiftUrl('https://flux.test/{start}.mp3', Number.NaN)).toBeNull();
  });

  it('the position in the programme is where the stream started plus what it played', () => {
    const start = '2026-11-21T09:00:00Z';
    expect(programmeElapsed(start, Date.parse(start), 12.5)).toBe(12.5);
    expect(programmeElapsed(start, Date.parse(start) + 60_000, 3)).toBe(63);
    expect(programmeElapsed('not a date', 0, 3)).toBe(0);
  });

  it('reaches back one day', () => {
    expect(TIMESHIFT_WINDOW_S).toBe(86_400);
  });
});
