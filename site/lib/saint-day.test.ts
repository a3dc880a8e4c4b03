import { describe, expect, it } from 'vitest';
import { around, prayerIndex, saintDay } from './saint-day';

describe('the day of the saint page', () => {
  it('is the asked date when real, else today in Paris', () => {
    expect(saintDay('2024-02-29').iso).toBe('2024-02-29');
    expect(saintDay('2023-02-29', new Date('2025-06-01T22:30:00Z')).iso).toBe('2025-06-02');
    expect(saintDay(undefined, new Date('2025-12-31T23:30:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it("a saint's own address (`MM-JJ`) is that day of this year; 29 February of the next leap year", () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(saintDay('08-28', now).iso).toBe('2026-08-28');
    expect(saintDay('02-29', now).iso).toBe('2028-02-29');
    expect(saintDay('02-29', new Date('2028-01-05T10:00:00Z')).iso).toBe('2028-02-29');
    expect(saintDay('13-01', now).iso).toBe('2026-11-27');
    expect(saintDay('04-31', now).iso).toBe('2026-11-27');
  });

  it('has a previous and a next day, across months and years', () => {
    const { previous, next } = around(saintDay('2025-01-01'));
    expect(previous.iso).toBe('2024-12-31');
    expect(next.iso).toBe('2025-01-02');
    expect(around(saintDay('2024-02-28')).next.iso).toBe('2024-02-29');
  });

  it('gives each day its prayer, in turn', () => {
    expect(prayerIndex(saintDay('2025-01-01'), 7)).toBe(0);
    expect(prayerIndex(saintDay('2025-01-02'), 7)).toBe(1);
    expect(prayerIndex(saintDay('2025-01-08'), 7)).toBe(0);
    expect(prayerIndex(saintDay('2025-01-08'), 0)).toBe(-1);
  });
});
