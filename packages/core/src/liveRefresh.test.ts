import { describe, expect, it } from 'vitest';
import { liveRefreshDelay, liveTimeLeft, liveTimePassed, retryDecision, retryDelay } from './liveRefresh';

describe('live refresh delay (§9)', () => {
  it('§9 "Live refresh: 30 s if time left is negative"', () => {
    expect(liveRefreshDelay(-1)).toBe(30000);
    expect(liveRefreshDelay(-3600)).toBe(30000);
  });
  it('§9 "time left plus 5 s if under 2 min"', () => {
    expect(liveRefreshDelay(0)).toBe(5000);
    expect(liveRefreshDelay(42)).toBe(47000);
    expect(liveRefreshDelay(119.5)).toBe(124500);
  });
  it('§9 "otherwise 2 min"', () => {
    expect(liveRefreshDelay(120)).toBe(120000);
    expect(liveRefreshDelay(3600)).toBe(120000);
    expect(liveRefreshDelay(undefined)).toBe(120000);
    expect(liveRefreshDelay(Number.NaN)).toBe(120000);
  });
  it('time left and time passed come from the live info dates', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(liveTimeLeft('2026-11-21T10:01:30Z', now)).toBe(90);
    expect(liveTimeLeft('2026-11-21T09:59:00Z', now)).toBe(-60);
    expect(liveTimeLeft(null, now)).toBeNull();
    expect(liveTimeLeft('garbage', now)).toBeNull();
    expect(liveTimePassed('2026-11-21T09:30:00Z', now)).toBe(1800);
    expect(liveTimePassed('2026-11-21T10:30:00Z', now)).toBe(0);
    expect(liveTimePassed(undefined, now)).toBe(0);
  });
});

describe('retry schedule (§4 Live)', () => {
  it('§4 "On network errors retry after 500 ms (first 3 errors), 1000 ms (up to 6), 2000 ms (up to 9), 5000 ms afterwards"', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(retryDelay)).toEqual([
      500, 500, 500, 1000, 1000, 1000, 2000, 2000, 2000, 5000,
    ]);
    expect(retryDecision(10)).toEqual({ action: 'retry', delayMs: 5000 });
  });
  it('§4 "after more than 10 errors the counter resets and the player unloads"', () => {
    expect(retryDecision(11)).toEqual({ action: 'reset' });
    expect(retryDecision(1)).toEqual({ action: 'retry', delayMs: 500 });
  });
});
