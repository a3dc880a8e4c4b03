/**
 * Calendar dates as numbers (year, month 1–12, day 1–31), for the archive pages, the programme grid and
 * the saint of the day. The week starts on Monday (spec §9); weekdays are numbered 1 Monday … 7 Sunday.
 */
import { MONTHS } from './format';

/** False for 31 April, 29 February of a common year, month 13… */
export function isValidDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(year: number, month: number, day: number): number {
  const js = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return js === 0 ? 7 : js;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Blank cells before day 1 in a Monday-first week. */
export function leadingBlanks(year: number, month: number): number {
  return weekdayOf(year, month, 1) - 1;
}

/** 'janvier' for 1; '' outside 1–12. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}
