/**
 * The day a saint page shows (`?date=YYYY-MM-DD`, else today in Paris) and the days around it, for
 * the previous/next links. Dates are calendar days: arithmetic in UTC, never in the server's zone.
 */
import { isValidDate, toIsoDay } from '@radio/core';

export type CalendarDay = { iso: string; year: number; month: number; day: number };

function of(date: Date): CalendarDay {
  return {
    iso: date.toISOString().slice(0, 10),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/**
 * The asked day when it is a real date, else today (Europe/Paris). `MM-JJ` (a saint's own address,
 * whatever the year) is that day of this year; 29 February of a year without one, of the next leap year.
 */
export function saintDay(raw: string | undefined, now: Date = new Date()): CalendarDay {
  const today = toIsoDay(now);
  const yearless = /^(\d{2})-(\d{2})$/.exec(raw ?? '');
  if (yearless) {
    const [mo, d] = [Number(yearless[1]), Number(yearless[2])];
    let y = Number(today.slice(0, 4));
    if (mo === 2 && d === 29) while (!isValidDate(y, 2, 29)) y++;
    return saintDay(isValidDate(y, mo, d) ? `${y}-${yearless[1]}-${yearless[2]}` : undefined, now);
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw ?? '');
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const iso = m && isValidDate(y, mo, d) ? (raw as string) : today;
  return of(new Date(`${iso}T00:00:00Z`));
}

/** The day before and the day after (across months and years). */
export function around(day: CalendarDay): { previous: CalendarDay; next: CalendarDay } {
  const t = Date.UTC(day.year, day.month - 1, day.day);
  return { previous: of(new Date(t - 86_400_000)), next: of(new Date(t + 86_400_000)) };
}

/** The prayer of a day among `count`: a different one each day, the same all day long. */
export function prayerIndex(day: CalendarDay, count: number): number {
  if (count <= 0) return -1;
  const start = Date.UTC(day.year, 0, 1);
  const dayOfYear = Math.round((Date.UTC(day.year, day.month - 1, day.day) - start) / 86_400_000);
  return dayOfYear % count;
}
