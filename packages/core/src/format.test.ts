import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';
import {
  formatDate,
  formatDuration,
  formatLongDate,
  formatMinutes,
  formatMonthYear,
  formatShortDate,
  formatTime,
  formatWeekdayShort,
  MONTHS,
  startOfWeek,
  toIsoDay,
  WEEKDAYS,
  weekDays,
} from './format';

// 21 Nov 2026 13:05 UTC = 14:05 in Paris (winter time).
const when = '2026-11-21T13:05:00Z';

describe('French formatting (§9 "French locale, week starts Monday")', () => {
  it('§9 "French locale": dates in fr-FR', () => {
    expect(formatLongDate(when)).toBe('samedi 21 novembre 2026');
    expect(formatDate(new Date(when))).toBe('21 novembre 2026');
    expect(formatShortDate(when)).toBe('21/11/2026');
    expect(formatMonthYear(when)).toBe('novembre 2026');
    expect(formatTime(when)).toBe('14h05');
    expect(formatTime('2026-07-01T06:00:00Z')).toBe('08h00');
    expect(toIsoDay('2026-11-21T23:30:00Z')).toBe('2026-11-22');
    for (const f of [formatLongDate, formatDate, formatShortDate, formatMonthYear, formatTime, toIsoDay]) {
      expect(f('not a date')).toBe('');
    }
  });

  it('§9 "week starts Monday"', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(WEEKDAYS).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(formatWeekdayShort('2026-11-16')).toBe('lun.');
    expect(MONTHS[0]).toBe('janvier');
    expect(MONTHS[11]).toBe('décembre');
  });

  it("durations read like '17 min'", () => {
    expect(formatDuration(17 * 60)).toBe('17 min');
    expect(formatDuration(17 * 60 + 20)).toBe('17 min');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900)).toBe('1 h 05');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-1)).toBe('');
  });

  it("the player's clock reads m:ss, h:mm:ss past an hour, and 0:00 for what is not a position", () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(187)).toBe('3:07');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it("'N min' of an episode list: under a minute still reads '1 min'; nothing for no duration", () => {
    expect(formatMinutes(754)).toBe('13 min');
    expect(formatMinutes(3900)).toBe('65 min');
    expect(formatMinutes(20)).toBe('1 min');
    expect(formatMinutes(0)).toBe('');
    expect(formatMinutes(undefined)).toBe('');
    expect(formatMinutes(null)).toBe('');
  });

  it('no date reads as nothing, never 1 January 1970', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });
});
