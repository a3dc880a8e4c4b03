/**
 * French formatting (spec §9 "French locale, week starts Monday"). Dates are shown in Paris time so
 * that the server and the browser render the same text.
 */
import { LOCALE, WEEK_STARTS_ON } from './constants';

export const TIME_ZONE = 'Europe/Paris';

type DateInput = Date | string | number | null | undefined;
const toDate = (d: DateInput): Date => (d instanceof Date ? d : new Date(d ?? Number.NaN));
const valid = (d: Date) => !Number.isNaN(d.getTime());

const fmt = (opts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...opts });
/** `d` written by `format`, or empty for an invalid date. */
const dateWith =
  (format: Intl.DateTimeFormat) =>
  (d: DateInput): string => {
    const date = toDate(d);
    return valid(date) ? format.format(date) : '';
  };
const longDate = fmt({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const mediumDate = fmt({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = fmt({ day: '2-digit', month: '2-digit', year: 'numeric' });
const hourMinute = fmt({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const ymd = fmt({ year: 'numeric', month: '2-digit', day: '2-digit' });
const monthYear = fmt({ month: 'long', year: 'numeric' });

/** 'samedi 21 novembre 2026'. Empty for an invalid date. */
export const formatLongDate = dateWith(longDate);

/** '21 novembre 2026'. */
export const formatDate = dateWith(mediumDate);

/** '21/11/2026'. */
export const formatShortDate = dateWith(shortDate);

/** 'novembre 2026'. */
export const formatMonthYear = dateWith(monthYear);

/** '14h05' (the French way to write a time on radio schedules). */
export function formatTime(d: DateInput): string {
  const date = toDate(d);
  if (!valid(date)) return '';
  const parts = hourMinute.formatToParts(date);
  const h = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const m = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${h}h${m}`;
}

/** 'YYYY-MM-DD' of the Paris calendar day of `d`. */
export function toIsoDay(d: DateInput): string {
  const date = toDate(d);
  if (!valid(date)) return '';
  const parts = ymd.formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Durations: '17 min', '1 h 05' ; under a minute '45 s'. Input in seconds. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** 'N min' of an episode list (cards, account rows); under a minute still reads '1 min'. */
export function formatMinutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

/**
 * The Monday (§9 "week starts Monday") of the week of the calendar day `isoDay` ('YYYY-MM-DD'),
 * as 'YYYY-MM-DD'. Pure calendar arithmetic in UTC, so no time-zone surprise.
 */
export function startOfWeek(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  const diff = (d.getUTCDay() - WEEK_STARTS_ON + 7) % 7;
  d.setUTCDate(d.getUTCDate() - diff);
  return d.toISOString().slice(0, 10);
}

/** The seven days Monday → Sunday of the week of `isoDay`. */
export function weekDays(isoDay: string): string[] {
  const start = new Date(`${startOfWeek(isoDay)}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start);
    d.setUTCDate(start.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });
}

const weekdayUtc = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long' });
const weekdayShortUtc = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short' });

/** French weekday names, Monday first: ['lundi', …, 'dimanche']. */
export const WEEKDAYS: readonly string[] = weekDays('2024-01-01').map((d) =>
  weekdayUtc.format(new Date(`${d}T00:00:00Z`)),
);

/** 'lun.' for an ISO day. */
export function formatWeekdayShort(isoDay: string): string {
  return weekdayShortUtc.format(new Date(`${isoDay}T00:00:00Z`));
}

/** French month names: ['janvier', …, 'décembre']. */
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long' }).format(Date.UTC(2024, i, 1)),
);
