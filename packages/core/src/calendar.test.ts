import { describe, expect, it } from 'vitest';
import { daysInMonth, isValidDate, leadingBlanks, monthName, weekdayOf } from './calendar';

describe('calendar dates', () => {
  it('knows which dates exist', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2026, 2, 29)).toBe(false);
    expect(isValidDate(2026, 4, 31)).toBe(false);
    expect(isValidDate(2026, 13, 1)).toBe(false);
    expect(isValidDate(2026, 12, 31)).toBe(true);
  });

  it('§9 the week starts on Monday: 1 Monday … 7 Sunday, blanks before day 1', () => {
    expect(weekdayOf(2026, 11, 23)).toBe(1);
    expect(weekdayOf(2026, 11, 29)).toBe(7);
    // 1 November 2026 is a Sunday: six blanks before it; 1 June 2026 is a Monday: none.
    expect(leadingBlanks(2026, 11)).toBe(6);
    expect(leadingBlanks(2026, 6)).toBe(0);
  });

  it('counts the days of a month and names it in French', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(monthName(1)).toBe('janvier');
    expect(monthName(8)).toBe('août');
    expect(monthName(13)).toBe('');
  });
});
